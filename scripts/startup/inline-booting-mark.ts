// Entry of the script inlined first in every page's <head>, before anything is laid out.
import { markBooting } from './loader';

markBooting();
