import './spinner.css';

/**
 * A busy mark drawn with CSS — Ionic's 'crescent' (a turning arc) or 'dots' (three pulsing
 * dots) — for the screens a visit starts on, where an <ion-spinner> is one more web component to
 * start. In the text colour; it says 'Yükleniyor' to screen readers.
 */
export function Spinner({ name = 'crescent', className }: { name?: 'crescent' | 'dots'; className?: string }) {
  return (
    <span className={`spinner spinner-${name}${className ? ` ${className}` : ''}`} role="progressbar" aria-label="Yükleniyor">
      {name === 'dots' && (
        <>
          <i />
          <i />
          <i />
        </>
      )}
    </span>
  );
}
