/**
 * The pieces of the storefront that live beside the shop: the cart button and adding to the
 * cart (cart/), the banner carousel (banner-carousel.tsx). The shop's screens take them from here.
 */
export { CartButton } from '../cart/cart-button.js';
export { useAddToCart } from '../cart/add-to-cart.js';
export { BannerCarousel } from './banner-carousel.js';
