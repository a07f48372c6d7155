import { formatTrCount } from './format.js';
/** Turkish texts shared by browser and server, word for word from the spec. */
export const MSG = {
  // spec 1 §5 login
  usernameRequired: 'Kullanıcı Adı Gereklidir.',
  passwordRequired: 'Şifre Gereklidir.',
  kvkkRequired: "KVKK Aydınlatma Metni'ni onaylamadan devam edemezsiniz",
  otpIdentityRequired: 'Gsm No / E-Posta boş bırakılamaz',
  otpCodeRequired: 'Doğrulama kodu boş bırakılamaz',
  otpInvalid: 'Geçersiz Doğrulama Kodu',
  otpSuccessRedirect: 'Doğrulama başarılı, ana sayfaya yönlendiriliyorsunuz.',
  // spec 1 §2.5, §5 password reset
  resetIdentityRequired: 'GSM No / E-Posta boş bırakılamaz',
  resetCodeSent: 'Şifre Sıfırlama Kodu GSM No / E-Posta Adresinize İletildi',
  resetCodeAccepted: 'Yeni Şifrenizi Belirleyebilirsiniz',
  resetDone: 'Şifreniz Başarıyla Yenilenmiştir.',
  passwordsDontMatch: 'Şifreleriniz uyuşmuyor.',
  // spec 1 §8 generic handler
  unexpected: 'Beklenmedik bir hata oluştu',
  unexpectedWithStatus: (status: number) => `Beklenmedik bir hata oluştu. Hata kodu: HTTP-${status}`,
  titleError: 'Hata',
  titleWarning: 'Uyarı',
  titleSuccess: 'Başarılı İşlem',
  autoLoginFailed: 'GİRİŞ BAŞARISIZ !',
  // spec 1 §2.6 shell
  notFound: 'Aradığın Yeri Bulamadın.',
  noAccessTitle: 'Yetkisiz Giriş',
  noAccessText: 'Buraya Girmeye Yetkiniz Yok.',
  // server-side texts (not shown in the spec; worded in its style)
  invalidCredentials: 'Kullanıcı adı veya şifre hatalı.',
  tooManyAttempts: 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyiniz.',
  otpSent: 'Doğrulama kodu GSM No / E-Posta adresinize gönderildi.',
  resetCodeInvalid: 'Şifre sıfırlama kodu geçersiz veya süresi dolmuş.',
  passwordTooShort: 'Şifre en az 8 karakter olmalıdır.',
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.',
  unauthenticated: 'Bu işlem için giriş yapmalısınız.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  notFoundRecord: 'Kayıt bulunamadı',
  ticketInvalid: 'Doğrulama kodu geçersiz.',
  requiredField: 'Bu alan zorunludur.',
  invalidValue: 'Geçersiz değer.',
  invalidCharacter: 'Geçersiz karakter içeriyor.',
  resellerNotAllowed: 'Bu bayi için yetkiniz yok.',
  // uploads (kit): checked in the browser and again on the server
  notImage: 'Sadece resim dosyası (PNG, JPEG, GIF, WEBP) yüklenebilir.',
  fileTooBig: (maxBytes: number) => `Dosya boyutu en fazla ${formatTrCount(maxBytes)} bayt olabilir.`,
  tooManyFiles: (n: number) => `En fazla ${n} dosya seçilebilir.`,
  fileRequired: 'Dosya seçili olmalıdır.',
  notSpreadsheet: 'Sadece xlsx veya xls dosyası yüklenebilir.',
  spreadsheetUnreadable: 'Excel dosyası okunamadı.',
  notMultipart: 'Dosya yükleme isteği bekleniyordu.',
} as const;
