import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The breadcrumb of a city page or a business ('Ana Sayfa' › 'İzmir' › 'Lastik'); the last step is this page. */
export function PlaceTrail({ trail }: { trail: { name: string; path: string }[] }) {
  const last = trail.length - 1;
  return (
    <nav aria-label="Sayfa yolu">
      <Breadcrumbs mb="md" separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {trail.map((step, i) =>
          i === last ? (
            <Text key={step.path} span size="sm" aria-current="page" lineClamp={1}>
              {step.name}
            </Text>
          ) : (
            <Anchor key={step.path} component={Link} to={step.path} size="sm">
              {step.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
