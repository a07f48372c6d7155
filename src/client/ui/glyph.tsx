import './glyph.css';

const templates = new Map<string, SVGElement | null>();

/** An ionicons icon (its data URL) parsed once into an SVG element; each use clones it. Trusted: the icons are bundled with the app. */
function svgOf(icon: string): SVGElement | null {
  let svg = templates.get(icon);
  if (svg === undefined) {
    const body = icon.slice(icon.indexOf(',') + 1);
    const template = document.createElement('template');
    template.innerHTML = body.startsWith('%3C') ? decodeURIComponent(body) : body;
    svg = template.content.firstElementChild as SVGElement | null;
    templates.set(icon, svg);
  }
  return svg;
}

/** Puts the icon's SVG into the glyph's span once, when React attaches it. */
const drawInto = (icon: string) => (span: HTMLSpanElement | null) => {
  if (!span) return;
  const svg = svgOf(icon);
  const current = span.firstElementChild as (SVGElement & { glyphOf?: string }) | null;
  if (current?.glyphOf === icon) return;
  span.replaceChildren();
  if (!svg) return;
  const copy = svg.cloneNode(true) as SVGElement & { glyphOf?: string };
  copy.glyphOf = icon;
  span.appendChild(copy);
};

export interface GlyphProps {
  /** An icon of `ionicons/icons`. */
  icon: string;
  className?: string;
  /** Spoken name; without it the glyph is decoration (aria-hidden). */
  label?: string;
}

/**
 * An ionicons icon drawn as inline SVG in the text colour: what <ion-icon> shows, without a web
 * component to start and an SVG to fetch and parse per use (each icon is parsed once and cloned).
 * The screens a visit starts on (the top bar, the storefront, lists) use it and the plain
 * buttons (plain-button.tsx): each Ionic component started on a phone costs a few milliseconds,
 * and dozens of them made one long task.
 */
export function Glyph({ icon, className, label }: GlyphProps) {
  return (
    <span
      ref={drawInto(icon)}
      className={className ? `glyph ${className}` : 'glyph'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
