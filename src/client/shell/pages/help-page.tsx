import { IonIcon } from '@ionic/react';
import { callOutline, helpCircleOutline, mailOutline } from 'ionicons/icons';
import { AppPage } from '../../ui/app-page.js';

const TOPICS: { title: string; text: string }[] = [
  { title: 'Menü', text: 'Sol menüde yalnızca rolünüzün kullanabildiği ekranlar listelenir. Telefonda menüyü sol üstteki düğmeyle açabilirsiniz.' },
  { title: 'Bayi değiştirme', text: 'Alt bayileri olan bayi yöneticileri, üst çubuktaki "Bayi Değiştir" düğmesiyle aktif bayiyi seçebilir.' },
  { title: 'Bildirimler', text: 'Zil simgesi, onayınızı bekleyen ürünleri veya size bildirilen arızalı ürünleri gösterir.' },
  { title: 'Görünüm', text: 'Sayfanın altındaki dişli simgesinden menü tipini, renk şemasını ve temayı değiştirebilirsiniz.' },
  { title: 'Çevrimdışı kullanım', text: 'Bağlantı koptuğunda portal açık kalır; bazı işlemler bağlantı geldiğinde tamamlanır.' },
];

/** Template page (spec 1 §2.7): short help and whom to contact. */
export default function HelpPage() {
  return (
    <AppPage title="Yardım">
      <div className="panel">
        <p className="lead">
          <IonIcon icon={helpCircleOutline} aria-hidden="true" /> Bayi Portalı; tedarikçi, distribütör ve bayilerin ürün, fiyat, kampanya, satış
          ve arızalı ürün işlemlerini tek yerden yürüttüğü portaldır.
        </p>
        <dl className="help-topics">
          {TOPICS.map((t) => (
            <div key={t.title}>
              <dt>{t.title}</dt>
              <dd>{t.text}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="panel">
        <h2>İletişim</h2>
        <ul className="help-contacts">
          <li>
            <IonIcon icon={callOutline} aria-hidden="true" /> Bayi ve kullanıcı işlemleri için bağlı olduğunuz distribütörle iletişime geçiniz.
          </li>
          <li>
            <IonIcon icon={mailOutline} aria-hidden="true" /> Ürün, fiyat ve kampanya soruları için TTG portal destek ekibine yazınız.
          </li>
        </ul>
      </div>
    </AppPage>
  );
}
