import './stroke-icon.css';

/**
 * Plain inline-SVG glyphs for controls repeated many times on one screen (the storefront's cards):
 * an <ion-icon> inside an <ion-button> is two web components to start per use, which a grid of
 * cards multiplies into a long task on a phone. Drawn like ionicons' outline set (512 grid,
 * stroke 32, round caps), in the text colour.
 */
const GLYPHS = {
  add: <path d="M256 112v288M400 256H112" />,
  remove: <path d="M400 256H112" />,
  cart: (
    <>
      <circle cx="176" cy="416" r="16" />
      <circle cx="400" cy="416" r="16" />
      <path d="M48 80h64l48 272h256" />
      <path d="M160 288h249.44a8 8 0 0 0 7.85-6.43l28.8-144a8 8 0 0 0-7.85-9.57H128" />
    </>
  ),
} as const;

export type GlyphName = keyof typeof GLYPHS;

export function StrokeIcon({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg className={`stroke-icon${className ? ` ${className}` : ''}`} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      {GLYPHS[name]}
    </svg>
  );
}
