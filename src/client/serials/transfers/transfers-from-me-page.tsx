/** Placeholder while the screen is built (replaced in this session). */
export default function Screen() {
  return null;
}
