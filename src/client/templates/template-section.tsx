import { useRef, useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { TEMPLATES_MSG } from '../../shared/contract/templates.js';
import { ApiError } from '../lib/api.js';
import { handleError } from '../lib/error-handler.js';
import { toast } from '../lib/toast.js';
import { CheckboxField } from '../ui/checkbox-field.js';
import { SelectField } from '../ui/select-field.js';
import { TextField } from '../ui/text-field.js';
import { fetchTemplate, type LoadedTemplate, saveTemplate, useInvalidateTemplateTypes, useTemplateTypes } from './template-data.js';
import { TemplateBodyField } from './template-body-field.js';
import { checkTemplate, EMPTY_DRAFT, type TemplateDraft, type TemplateFlags, type TemplateKind } from './template-form.js';
import { TemplatePreview } from './template-preview.js';

const TEXTS = {
  sms: { title: TEMPLATES_MSG.smsSection, saved: TEMPLATES_MSG.smsSaved, bodyMax: 1000 },
  mail: { title: TEMPLATES_MSG.mailSection, saved: TEMPLATES_MSG.mailSaved, bodyMax: 20_000 },
} as const;

/**
 * A refused save (400/422 with the server's texts) goes through the generic handler: its
 * messages, its flagged fields. Any other failure: 'Beklenmedik bir hata oluştu' (spec 2 §8).
 */
function saveFailure(error: unknown): TemplateFlags {
  if (error instanceof ApiError && (error.status === 400 || error.status === 422) && error.body) return handleError(error);
  toast.error(TEMPLATES_MSG.saveFailed);
  return {};
}

/**
 * One collapsible section of /smsMailTemplate (spec 2 §2.14): pick a type (its template loads at
 * once; 'Getir' loads it again, dropping unsaved edits), edit description, (mail) subject and
 * HTML, the body with its placeholders, see the preview, save.
 */
export function TemplateSection({ kind }: { kind: TemplateKind }) {
  const prefix = `template-${kind}`;
  const texts = TEXTS[kind];
  const types = useTemplateTypes(kind);
  const invalidateTypes = useInvalidateTemplateTypes(kind);
  const [type, setType] = useState('');
  const [loaded, setLoaded] = useState<LoadedTemplate | null>(null);
  const [draft, setDraft] = useState<TemplateDraft>(EMPTY_DRAFT);
  const [flags, setFlags] = useState<TemplateFlags>({});
  const [busy, setBusy] = useState<'load' | 'save' | null>(null);
  // The last load asked for: an older answer arriving late is dropped.
  const asked = useRef(0);

  const show = (template: LoadedTemplate | null) => {
    setLoaded(template);
    setDraft(template?.draft ?? EMPTY_DRAFT);
    setFlags({});
  };

  const load = async (which: string) => {
    if (!which) {
      setFlags({ type: true });
      toast.warn(TEMPLATES_MSG.pickType);
      return;
    }
    const ask = ++asked.current;
    setBusy('load');
    try {
      const template = await fetchTemplate(kind, which);
      if (ask === asked.current) show(template);
    } catch (error) {
      if (ask === asked.current) handleError(error);
    } finally {
      if (ask === asked.current) setBusy(null);
    }
  };

  const pick = (next: string) => {
    setType(next);
    show(null);
    if (next) void load(next);
    else asked.current++;
  };

  const edit = (patch: Partial<TemplateDraft>, field: keyof TemplateFlags) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (flags[field]) setFlags((f) => ({ ...f, [field]: false }));
  };

  const save = async () => {
    const checked = checkTemplate(kind, type, draft, loaded && loaded.type === type ? loaded.placeholders : null);
    if (checked.messages.length) {
      setFlags(checked.fields);
      checked.messages.forEach((m) => toast.warn(m));
      return;
    }
    setBusy('save');
    try {
      const saved = await saveTemplate(kind, type, draft);
      // Still the same type on screen: show what the server kept.
      if (saved.type === type) show(saved);
      toast.success(texts.saved);
      // The description is the type's label in the picker.
      void invalidateTypes();
    } catch (error) {
      setFlags(saveFailure(error));
    } finally {
      setBusy(null);
    }
  };

  const ready = !!loaded && loaded.type === type && busy !== 'load';
  const off = !ready || busy === 'save';

  return (
    <details className="panel template-section" data-testid={`${prefix}-section`} open>
      <summary className="template-section-title">{texts.title}</summary>
      <div className="template-section-body">
        <div className="template-picker">
          <SelectField
            testId={`${prefix}-type`}
            label={TEMPLATES_MSG.type}
            value={type}
            options={types.data ?? []}
            onValue={pick}
            disabled={busy === 'save'}
            flagged={flags.type}
          />
          <IonButton fill="outline" onClick={() => void load(type)} disabled={busy !== null} data-testid={`${prefix}-load`}>
            {busy === 'load' && <IonSpinner slot="start" name="crescent" className="button-spinner" />}
            {TEMPLATES_MSG.load}
          </IonButton>
        </div>
        <div className="template-editor">
          <div className="template-fields">
            <TextField
              testId={`${prefix}-description`}
              label={TEMPLATES_MSG.description}
              value={draft.description}
              onValue={(description) => edit({ description }, 'description')}
              maxlength={200}
              disabled={off}
              flagged={flags.description}
            />
            {kind === 'mail' && (
              <>
                <TextField
                  testId={`${prefix}-subject`}
                  label={TEMPLATES_MSG.subject}
                  value={draft.subject}
                  onValue={(subject) => edit({ subject }, 'subject')}
                  maxlength={300}
                  disabled={off}
                  flagged={flags.subject}
                />
                <CheckboxField
                  testId={`${prefix}-html`}
                  label={TEMPLATES_MSG.isHtml}
                  checked={draft.isHtml}
                  onChecked={(isHtml) => edit({ isHtml }, 'body')}
                  disabled={off}
                />
              </>
            )}
            <TemplateBodyField
              prefix={prefix}
              value={draft.body}
              onValue={(body) => edit({ body }, 'body')}
              placeholders={ready ? (loaded?.placeholders ?? []) : []}
              maxlength={texts.bodyMax}
              disabled={off}
              flagged={flags.body}
            />
          </div>
          {ready && <TemplatePreview prefix={prefix} body={draft.body} html={kind === 'mail' && draft.isHtml} />}
        </div>
        <div className="template-actions">
          <IonButton onClick={() => void save()} disabled={busy !== null} data-testid={`${prefix}-save`} aria-busy={busy === 'save' || undefined}>
            {busy === 'save' && <IonSpinner slot="start" name="crescent" className="button-spinner" />}
            {TEMPLATES_MSG.save}
          </IonButton>
        </div>
      </div>
    </details>
  );
}
