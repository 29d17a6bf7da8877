import { paths } from '@otousta/shared/seo/app-paths';

/**
 * Every route of the web app (docs/product.md §2): the table lives in packages/shared, so the server knows the app's
 * pages too (it answers 404 for any other path). Features link with it without depending on the rest of app/.
 */
export { paths };

/** A request opened on the customer's or the business's quote screen. */
export const quoteHref = (list: string, id: string) => `${list}?talep=${encodeURIComponent(id)}`;
/** The query parameter of the quote form naming the one business it goes to. */
export const QUOTE_BUSINESS_PARAM = 'isletme';
/** The quote form addressed to one business (from its page). */
export const requestQuoteHref = (businessId: string) =>
  `${paths.requestQuote}?${QUOTE_BUSINESS_PARAM}=${encodeURIComponent(businessId)}`;

/** The logo's destination: the first page of the listing at its default size (docs/product.md §2, §9). */
export const homeListingHref = '/?page=1&limit=12';

export const businessHref = (id: string) => `/isletme/${encodeURIComponent(id)}`;
export const editProductHref = (productId: string) => `/edit-product/${encodeURIComponent(productId)}`;
export const productHref = (id: string) => `/urun/${encodeURIComponent(id)}`;

/** The catalogue's 'Aracıma uyanlar' filter and the product page's chosen vehicle: `?arac=<vehicle id>`. */
export const VEHICLE_PARAM = 'arac';
export const fitsHref = (vehicleId: string) => `${paths.spareParts}?${VEHICLE_PARAM}=${encodeURIComponent(vehicleId)}`;
/** The quote form with a garage vehicle picked (a vehicle card's 'Teklif iste'). */
export const vehicleQuoteHref = (vehicleId: string) =>
  `${paths.requestQuote}?${VEHICLE_PARAM}=${encodeURIComponent(vehicleId)}`;
/** The listing of businesses serving a vehicle's type and brand, anywhere in Türkiye (a vehicle card's 'Servis bul'). */
export const vehicleServicesHref = (vehicle: { vehicleType: string; brand: string }) =>
  `${paths.home}?city=&vehicleType=${encodeURIComponent(vehicle.vehicleType)}&brand=${encodeURIComponent(vehicle.brand)}`;
/** An appointment opened on /randevularim. */
export const APPOINTMENT_PARAM = 'randevu';
export const appointmentHref = (id: string) => `${paths.myAppointments}?${APPOINTMENT_PARAM}=${encodeURIComponent(id)}`;

/** The query parameter of /mesajlar carrying text the composer starts with (editable, sent only by the user). */
export const CHAT_TEXT_PARAM = 'metin';

/**
 * Opens the chat with a user: their conversation, or a new one whose first message the user writes; `text` waits in
 * the composer (e.g. the product asked about, or a map link to where the car stands).
 */
export const chatHref = (userId: string, text?: string) =>
  `${paths.messages}?userId=${encodeURIComponent(userId)}${text ? `&${CHAT_TEXT_PARAM}=${encodeURIComponent(text)}` : ''}`;

/** The query parameter of /giris-yap naming the page to return to after signing in. */
export const RETURN_PARAM = 'donus';

const signInPages: readonly string[] = [paths.signIn, paths.register];

/** The home page is where signing in leads anyway; the sign-in and registration pages are no place to return to. */
const worthReturningTo = (from: string | undefined): from is string =>
  !!from && from !== paths.home && !signInPages.includes(from.split(/[?#]/)[0] ?? '');

const withReturn = (path: string, from?: string) =>
  worthReturningTo(from) ? `${path}?${RETURN_PARAM}=${encodeURIComponent(from)}` : path;

/** /giris-yap, returning to `from` (a path of this site) once signed in. */
export const signInHref = (from?: string) => withReturn(paths.signIn, from);

/** /kayit-ol for someone on the way to `from`: after registering and signing in they still get there. */
export const registerHref = (from?: string) => withReturn(paths.register, from);

/** What registration hands the sign-in page in navigation state: the new account's e-mail address. */
export interface SignInState {
  registeredEmail?: string;
}
