import { Fragment } from 'react';
import { Grid, Text } from '@chakra-ui/react';

/** Label–value pairs as a two-column <dl> (labels muted and small); pairs with an empty value are left out. */
export function FieldGrid({
  fields,
  emphasis = false,
}: {
  fields: readonly (readonly [string, string | null | undefined])[];
  emphasis?: boolean;
}) {
  return (
    <Grid as="dl" templateColumns="auto 1fr" columnGap="3" rowGap="1" textStyle="sm">
      {fields
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Fragment key={label}>
            <Text as="dt" color="fg.muted" textStyle="xs" fontWeight="semibold" pt="0.5">
              {label}
            </Text>
            <Text as="dd" fontWeight={emphasis ? 'semibold' : undefined} data-field={label}>
              {value}
            </Text>
          </Fragment>
        ))}
    </Grid>
  );
}
