import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { businessQueryOptions } from '../../features/discovery/api/get-business';
import { BusinessProfilePage } from '../../features/discovery/components/business-profile-page';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';

/** The business page with its reviews: the two features meet here, not in each other. */
export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  return (
    <BusinessProfilePage
      id={id}
      reviews={(business) => (
        <ReviewsSection
          businessId={business.id}
          // A review changes the business's rating and count shown in the header.
          onChanged={() => void queryClient.invalidateQueries({ queryKey: businessQueryOptions(id).queryKey })}
        />
      )}
    />
  );
}
