import './glyph.css';

const markup = new Map<string, { __html: string }>();

/** An ionicons icon (its data URL) as SVG markup. Trusted: the icons are bundled with the app. */
function svgOf(icon: string): { __html: string } {
  let svg = markup.get(icon);
  if (!svg) {
    const body = icon.slice(icon.indexOf(',') + 1);
    svg = { __html: body.startsWith('%3C') ? decodeURIComponent(body) : body };
    markup.set(icon, svg);
  }
  return svg;
}

export interface GlyphProps {
  /** An icon of `ionicons/icons`. */
  icon: string;
  className?: string;
  /** Spoken name; without it the glyph is decoration (aria-hidden). */
  label?: string;
}

/**
 * An ionicons icon drawn as inline SVG in the text colour: what <ion-icon> shows, without a web
 * component to start and an SVG to fetch and parse per use. The screens a visit starts on (the
 * top bar, the storefront, lists) use it and the plain buttons (plain-button.tsx): each Ionic
 * component started on a phone costs a few milliseconds, and dozens of them made one long task.
 */
export function Glyph({ icon, className, label }: GlyphProps) {
  return (
    <span
      className={className ? `glyph ${className}` : 'glyph'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      dangerouslySetInnerHTML={svgOf(icon)}
    />
  );
}
