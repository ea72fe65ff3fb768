/** The guest cookie's name (core 2), shared by the button and the cart page's loader. */
export const GUEST_PACKAGE_COOKIE_NAME = 'guestLastSelectedJobPackage';
