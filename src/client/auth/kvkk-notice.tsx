/**
 * The data-protection notice (aydınlatma metni) under Article 10 of Law No. 6698 and the
 * Communiqué on the Obligation to Inform. The spec asks for "the full notice" without
 * giving its text, so this is a complete notice for a B2B portal's user accounts.
 */
export function KvkkNotice() {
  return (
    <article className="kvkk-text" data-testid="kvkk-text">
      <p>
        <strong>6698 sayılı Kişisel Verilerin Korunması Kanunu Kapsamında Bayi Portalı Kullanıcıları Aydınlatma Metni</strong>
      </p>
      <p>
        Bayi Portalı&apos;nı işleten şirket (&quot;Şirket&quot;) olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu
        (&quot;KVKK&quot;) uyarınca veri sorumlusu sıfatıyla, portalı kullanan bayi, tedarikçi, distribütör ve grup
        çalışanlarına ait kişisel verileri aşağıda açıklanan kapsamda, hukuka ve dürüstlük kurallarına uygun, doğru ve
        gerektiğinde güncel, belirli, açık ve meşru amaçlar için, işlendikleri amaçla bağlantılı, sınırlı ve ölçülü
        biçimde işlemekteyiz. İşbu aydınlatma metni, KVKK&apos;nın 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine
        Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca hazırlanmıştır.
      </p>

      <h3>1. Veri Sorumlusu</h3>
      <p>
        Kişisel verileriniz, veri sorumlusu sıfatıyla Şirket tarafından işlenmektedir. Şirket&apos;in unvan ve iletişim
        bilgilerine Veri Sorumluları Sicil Bilgi Sistemi (VERBİS) üzerinden ve portaldaki iletişim bölümünden
        ulaşabilirsiniz.
      </p>

      <h3>2. İşlenen Kişisel Veri Kategorileri</h3>
      <ul>
        <li>Kimlik bilgileri: ad, soyad, kullanıcı adı.</li>
        <li>İletişim bilgileri: cep telefonu (GSM) numarası, e-posta adresi, bağlı olunan bayi/firma adresi.</li>
        <li>Mesleki bilgiler: bağlı olunan bayi, tedarikçi veya distribütör kodu ve unvanı, kullanıcı rolü ve yetkileri.</li>
        <li>Müşteri işlem bilgileri: sipariş, satış, fiyat listesi, kampanya, seri numara, arızalı ürün ve puan kayıtları.</li>
        <li>
          İşlem güvenliği bilgileri: şifre (geri döndürülemez biçimde özetlenmiş olarak), tek kullanımlık doğrulama
          kodları, oturum ve yenileme anahtarları, IP adresi, giriş-çıkış zamanları, tarayıcı ve cihaz bilgileri, işlem
          kayıtları (log).
        </li>
      </ul>

      <h3>3. Kişisel Verilerin İşlenme Amaçları</h3>
      <ul>
        <li>Portala güvenli giriş yapılması, kimliğinizin doğrulanması ve kullanıcı hesabınızın yönetilmesi,</li>
        <li>Doğrulama kodu ve şifre sıfırlama kodlarının SMS veya e-posta ile iletilmesi,</li>
        <li>Rolünüze uygun ekranların ve yetkilerin tanımlanması, bayi, tedarikçi ve distribütör süreçlerinin yürütülmesi,</li>
        <li>Ürün, fiyat, kampanya, satış, sipariş ve arızalı ürün süreçlerinin planlanması ve takibi,</li>
        <li>Bilgi güvenliği süreçlerinin yürütülmesi, yetkisiz erişim ve kötüye kullanımın önlenmesi ve tespiti,</li>
        <li>Denetim, raporlama ve iç kontrol faaliyetlerinin yürütülmesi,</li>
        <li>Mevzuattan kaynaklanan yükümlülüklerin yerine getirilmesi ve yetkili kurum ve kuruluşlara bilgi verilmesi,</li>
        <li>Talep ve şikâyetlerinizin takibi ile hukuki uyuşmazlıklarda hakların korunması.</li>
      </ul>

      <h3>4. Kişisel Verilerin Aktarıldığı Taraflar ve Aktarım Amaçları</h3>
      <p>
        Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak ve KVKK&apos;nın 8. ve 9. maddelerindeki şartlara uygun
        şekilde; iş süreçlerinin yürütülmesi amacıyla bağlı olduğunuz bayi, tedarikçi ve distribütör iş ortaklarımıza;
        SMS, e-posta, barındırma ve bilgi teknolojileri hizmeti aldığımız tedarikçilerimize; hukuki ve mali
        danışmanlarımız ile denetçilerimize; talep edilmesi hâlinde kanunen yetkili kamu kurum ve kuruluşlarına ve
        yargı mercilerine aktarılabilecektir. Kişisel verileriniz, KVKK&apos;nın 9. maddesinde öngörülen şartlar
        sağlanmadıkça yurt dışına aktarılmamaktadır.
      </p>

      <h3>5. Kişisel Veri Toplamanın Yöntemi ve Hukuki Sebebi</h3>
      <p>
        Kişisel verileriniz; hesabınızın bağlı olduğu firma tarafından iletilen bilgiler, portal ve mobil uygulama
        ekranları, elektronik formlar, SMS ve e-posta kanalları ile sistem kayıtları aracılığıyla, kısmen veya
        tamamen otomatik yollarla toplanmaktadır. Bu veriler KVKK&apos;nın 5. maddesinin 2. fıkrasında yer alan;
        (c) bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması, (ç) veri sorumlusunun hukuki
        yükümlülüğünü yerine getirebilmesi için zorunlu olması, (e) bir hakkın tesisi, kullanılması veya korunması
        için veri işlemenin zorunlu olması ve (f) ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla
        veri sorumlusunun meşru menfaatleri için veri işlenmesinin zorunlu olması hukuki sebeplerine dayanılarak
        işlenmektedir.
      </p>

      <h3>6. Saklama Süresi</h3>
      <p>
        Kişisel verileriniz, işlendikleri amaç için gerekli olan süre ve ilgili mevzuatta öngörülen zamanaşımı ile
        saklama süreleri boyunca muhafaza edilir; bu sürelerin sona ermesiyle Kişisel Verilerin Silinmesi, Yok
        Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik uyarınca silinir, yok edilir veya anonim hâle
        getirilir.
      </p>

      <h3>7. İlgili Kişi Olarak Haklarınız</h3>
      <p>KVKK&apos;nın 11. maddesi uyarınca Şirket&apos;e başvurarak;</p>
      <ul>
        <li>Kişisel verilerinizin işlenip işlenmediğini öğrenme,</li>
        <li>Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,</li>
        <li>Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,</li>
        <li>Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,</li>
        <li>Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,</li>
        <li>KVKK&apos;nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,</li>
        <li>Düzeltme, silme ve yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,</li>
        <li>İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,</li>
        <li>Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme</li>
      </ul>
      <p>haklarına sahipsiniz.</p>

      <h3>8. Başvuru Yöntemi</h3>
      <p>
        Yukarıdaki haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ&apos;e
        uygun olarak; kimliğinizi tevsik edici belgelerle birlikte yazılı olarak Şirket adresine şahsen veya noter
        aracılığıyla, kayıtlı elektronik posta (KEP) adresi, güvenli elektronik imza veya mobil imza ile ya da
        sistemimizde kayıtlı e-posta adresinizi kullanarak iletebilirsiniz. Başvurunuz, talebin niteliğine göre en
        kısa sürede ve en geç otuz (30) gün içinde ücretsiz olarak sonuçlandırılır; işlemin ayrıca bir maliyet
        gerektirmesi hâlinde Kişisel Verileri Koruma Kurulu tarafından belirlenen tarifedeki ücret alınabilir.
      </p>
    </article>
  );
}
