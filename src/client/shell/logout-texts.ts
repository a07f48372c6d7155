export const LOGOUT = 'Çıkış Yap';
