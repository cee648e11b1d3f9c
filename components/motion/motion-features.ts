import { domAnimation } from 'framer-motion';

/** framer-motion's animation features, split out so they load after the page rather than with it. */
export default domAnimation;
