// Entry of the loader inlined at the end of every page's <body>: its own tag carries the chunk list.
import { bootAfterFirstPaint } from './loader';

bootAfterFirstPaint(document.currentScript);
