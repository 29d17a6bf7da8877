/**
 * A one-off line for the next page, carried in the navigation's state ('Şifreniz değiştirildi…' on the sign-in page,
 * 'Hesabınız silindi…' on the home page). The layout shows it above whatever page that is, so a feature can leave a
 * message without knowing the page it leads to.
 */
export interface FlashState {
  flash: string;
}

export const withFlash = (text: string): FlashState => ({ flash: text });

/** The flash line of a location's state, if it carries one. */
export function flashOf(state: unknown): string | undefined {
  const flash = (state as Partial<FlashState> | null)?.flash;
  return typeof flash === 'string' && flash ? flash : undefined;
}
