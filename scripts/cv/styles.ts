import { StyleSheet } from '@react-pdf/renderer';
import { brightColours, lightColours, paper } from '../../styles/tokens';
import { FAMILIES, withFallback } from './faces';

/**
 * The CV's look: the site's light theme (styles/tokens.ts, the colours styles/globals.scss uses), its two fonts and
 * its shapes (the page title band with its two circles, the ink role chips, the paper-2 cards), set for paper.
 * Sizes are in points: A4 is 595 × 842, US Letter 612 × 792.
 */
const colours = { ...lightColours, ...brightColours, paper: paper.light };

/** The page's margins, and the room kept at its foot for the running footer. */
const MARGIN = { side: 38, top: 36, bottom: 44 };

const text = withFallback(FAMILIES.text);
const display = withFallback(FAMILIES.display);

export const styles = StyleSheet.create({
  page: {
    paddingTop: MARGIN.top,
    paddingBottom: MARGIN.bottom,
    paddingHorizontal: MARGIN.side,
    backgroundColor: colours.paper,
    color: colours.ink,
    fontFamily: text,
    fontSize: 8.5,
    // No line height here or on any view: react-pdf drops a `render` text (the footer's page numbers) under one
    // (diegomura/react-pdf#3083, #3402, open), and resolves one given without a font size against its default
    // 18 pt. So each text style sets both.
  },
  footer: {
    position: 'absolute',
    left: MARGIN.side,
    right: MARGIN.side,
    bottom: 20,
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingTop: 5,
    borderTop: `0.5 solid ${colours.line}`,
    color: colours.inkSoft,
    fontSize: 7,
  },

  // The band: paper-2 from edge to edge, the mustard and lilac circles at its right.
  band: {
    position: 'relative',
    overflow: 'hidden',
    flexDirection: 'row',
    marginTop: -MARGIN.top,
    marginHorizontal: -MARGIN.side,
    paddingTop: 28,
    paddingBottom: 18,
    paddingLeft: MARGIN.side,
    // The circles have the right-hand side to themselves.
    paddingRight: MARGIN.side + 30,
    backgroundColor: colours.paper2,
    borderBottom: `0.75 solid ${colours.line}`,
  },
  sun: {
    position: 'absolute',
    top: -58,
    right: -40,
    width: 132,
    height: 132,
    borderRadius: 66,
    backgroundColor: colours.mustard,
    opacity: 0.42,
  },
  moon: {
    position: 'absolute',
    bottom: -36,
    right: -30,
    width: 78,
    height: 78,
    borderRadius: 39,
    backgroundColor: colours.lilac,
    opacity: 0.42,
  },
  identity: { flexGrow: 1, flexBasis: 0, paddingRight: 20 },
  eyebrow: {
    color: colours.teal,
    fontWeight: 700,
    fontSize: 7.5,
    lineHeight: 1.3,
    letterSpacing: 0.45,
    textTransform: 'uppercase',
  },
  name: { marginTop: 3, fontFamily: display, fontWeight: 700, fontSize: 30, lineHeight: 1.05 },
  tagline: { marginTop: 5, color: colours.inkSoft, fontSize: 10, lineHeight: 1.35 },
  chips: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 8 },
  chip: {
    marginRight: 3.5,
    marginBottom: 3.5,
    paddingVertical: 1.5,
    paddingHorizontal: 6.5,
    borderRadius: 7,
    backgroundColor: colours.ink,
  },
  chipText: { color: colours.paper, fontSize: 7, lineHeight: 1.3 },
  contact: { width: 172, paddingTop: 2 },
  contactLine: { fontSize: 8, lineHeight: 1.35 },
  label: {
    marginTop: 5,
    color: colours.teal,
    fontWeight: 700,
    fontSize: 6.3,
    letterSpacing: 0.35,
    textTransform: 'uppercase',
  },
  link: { color: colours.accent, fontWeight: 700, textDecoration: 'none' },

  // Sections
  section: { marginTop: 12 },
  heading: { marginBottom: 4, fontFamily: display, fontWeight: 700, fontSize: 12.5, lineHeight: 1.2 },
  headingNote: { fontFamily: text, fontWeight: 400, fontSize: 7.5, color: colours.inkSoft },
  paragraph: { marginBottom: 3.5, fontSize: 8.5, lineHeight: 1.42 },
  small: { fontSize: 7.3, lineHeight: 1.38, color: colours.inkSoft },
  spaced: { marginBottom: 3.5 },
  names: { flexDirection: 'row', flexWrap: 'wrap' },
  clientName: { marginRight: 4 },
  strong: { fontWeight: 700, color: colours.ink },
  grid: { flexDirection: 'row', flexWrap: 'wrap', marginRight: -7 },
  cell: { width: '33.333%', paddingRight: 7, paddingBottom: 7 },
  card: { flexGrow: 1, paddingVertical: 6, paddingHorizontal: 8, borderRadius: 7, backgroundColor: colours.paper2 },
  cardTitle: { marginBottom: 1.5, fontFamily: display, fontWeight: 700, fontSize: 9, lineHeight: 1.2 },
  columns: { flexDirection: 'row' },
  narrow: { width: '36%', paddingRight: 16 },
  wide: { width: '64%' },

  // The credits table
  runningHead: { position: 'absolute', top: 20, left: MARGIN.side, right: MARGIN.side },
  tableHead: {
    flexDirection: 'row',
    paddingBottom: 2.5,
    borderBottom: `0.9 solid ${colours.ink}`,
    color: colours.teal,
    fontWeight: 700,
    fontSize: 6.2,
    lineHeight: 1.3,
    letterSpacing: 0.3,
    textTransform: 'uppercase',
  },
  row: { flexDirection: 'row', paddingVertical: 1.8, borderBottom: `0.5 solid ${colours.line}` },
  cellText: { fontSize: 7, lineHeight: 1.25 },
  year: { width: '9%', paddingRight: 4 },
  title: { width: '28%', paddingRight: 6 },
  roles: { width: '24%', paddingRight: 6 },
  studio: { width: '28%', paddingRight: 6 },
  category: { width: '11%', color: colours.inkSoft },
});
