import { useDeferredValue } from 'react';
import { TEMPLATES_MSG } from '../../shared/contract/templates.js';

export interface TemplatePreviewProps {
  /** 'template-sms' / 'template-mail'. */
  prefix: string;
  body: string;
  /** An HTML mail body: drawn in a sandboxed frame; anything else as plain text. */
  html: boolean;
}

/**
 * 'Önizleme' of the body with its placeholders as they are. HTML goes only into an
 * `<iframe sandbox="">` (no scripts, no forms, no same origin: a `<script>` typed into a
 * template never runs, and the frame can read nothing of the portal) and never into the page's
 * own DOM. Plain text is a text node.
 */
export function TemplatePreview({ prefix, body, html }: TemplatePreviewProps) {
  // Typing stays quick on a long body: the frame is redrawn when React has time.
  const shown = useDeferredValue(body);
  return (
    <section className="template-preview" aria-label={TEMPLATES_MSG.preview}>
      <h3 className="template-preview-title">{TEMPLATES_MSG.preview}</h3>
      {html ? (
        <iframe
          className="template-preview-frame"
          data-testid={`${prefix}-preview`}
          title={TEMPLATES_MSG.preview}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={shown}
        />
      ) : (
        <pre className="template-preview-text" data-testid={`${prefix}-preview`}>
          {shown}
        </pre>
      )}
    </section>
  );
}
