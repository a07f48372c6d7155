/** The scanning sheet's Turkish texts (no spec text exists for them; issue 12 §3 asks for clear ones). */
export const SCAN_MSG = {
  open: 'Kamerayla tara',
  title: 'Barkod Tara',
  starting: 'Kamera açılıyor…',
  aim: 'Barkodu çerçevenin içine getirin; okununca alan kendiliğinden dolar.',
  manual: 'Elle yaz',
  torchOn: 'Feneri aç',
  torchOff: 'Feneri kapat',
  denied: 'Kamera izni verilmedi. Barkodu elle yazabilirsiniz.',
  noCamera: 'Kamera bulunamadı. Barkodu elle yazabilirsiniz.',
  busy: 'Kamera başka bir uygulama tarafından kullanılıyor. Barkodu elle yazabilirsiniz.',
  failed: 'Kameraya erişilemedi. Barkodu elle yazabilirsiniz.',
  readerFailed: 'Barkod okuyucu yüklenemedi. Barkodu elle yazabilirsiniz.',
  read: (code: string) => `Okundu: ${code}`,
} as const;
