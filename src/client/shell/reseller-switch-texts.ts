export const RESELLER_SWITCH_TITLE = 'Bayi Değiştir';
