import { FavoritesPage } from '../../features/favorites/components/favorites-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Favorilerim');
  return <FavoritesPage />;
}
