import { AppPage } from '../ui/app-page.js';
import { TemplateSection } from './template-section.js';
import './templates.css';

/** /smsMailTemplate 'SMS ve Mail Şablonları' (TTG_ADMIN, spec 2 §2.14): the SMS and the mail section. */
export default function SmsMailTemplatePage() {
  return (
    <AppPage>
      <div className="template-sections">
        <TemplateSection kind="sms" />
        <TemplateSection kind="mail" />
      </div>
    </AppPage>
  );
}
