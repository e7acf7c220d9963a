/**
 * The cookie holding a guest cart's key. Apart from the cart's services, so the
 * launcher can name it without loading them (decision 117).
 */
export const CART_COOKIE = 'vernissage_cart'
