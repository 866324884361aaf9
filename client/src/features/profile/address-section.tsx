import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { addressSchema } from '@finx/domain';
import type { LearnerProfileFieldsFragment, RegionFieldsFragment } from '../../graphql/generated/graphql';
import { useSaveAddressMutation } from '../../graphql/generated/hooks';
import { fieldProps, ProfileSection, SectionForm, useSectionSave, ViewRows } from './profile-section';
import { RegionSelect } from './region-select';
import { fieldError } from '../../shared/formik-text-field';

type Profile = LearnerProfileFieldsFragment;
type Place = RegionFieldsFragment | null;

interface AddressFormValues {
  addressLine: string;
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
  suburbId: number | null;
  pincode: string;
}
const LEVELS = ['country', 'state', 'city', 'suburb'] as const;
type Level = (typeof LEVELS)[number];

function AddressForm({
  profile,
  close,
  cancel,
}: {
  profile: Profile;
  close: () => void;
  cancel?: () => void;
}) {
  const [save] = useSaveAddressMutation();
  const finish = useSectionSave();
  const saved = profile.address;
  const [places, setPlaces] = useState<Record<Level, Place>>({
    country: saved?.country ?? null,
    state: saved?.state ?? null,
    city: saved?.city ?? null,
    suburb: saved?.suburb ?? null,
  });
  const formik = useFormik<AddressFormValues>({
    initialValues: {
      addressLine: saved?.addressLine ?? '',
      countryId: saved?.country.id ?? null,
      stateId: saved?.state.id ?? null,
      cityId: saved?.city.id ?? null,
      suburbId: saved?.suburb?.id ?? null,
      pincode: saved?.pincode ?? '',
    },
    validationSchema: addressSchema,
    onSubmit: async (values, helpers) => {
      const input = addressSchema.cast(values);
      const { data } = await save({ variables: { input } });
      await finish(data?.saveAddress, helpers, values, close);
    },
  });
  /** Choosing a place clears every level below it: they belonged to the old choice. */
  const choose = (level: Level, place: Place) => {
    const index = LEVELS.indexOf(level);
    const next = { ...places };
    LEVELS.forEach((other, i) => {
      if (i === index) next[other] = place;
      if (i > index) next[other] = null;
    });
    setPlaces(next);
    for (const other of LEVELS.slice(index)) {
      void formik.setFieldValue(`${other}Id`, next[other]?.id ?? null, false);
    }
    void formik.setFieldTouched(`${level}Id`, true, false);
  };
  const errorOf = (level: Level) => fieldError(formik, `${level}Id`);
  const busy = formik.isSubmitting;
  return (
    <SectionForm
      id="address"
      label="Address"
      onSubmit={formik.handleSubmit}
      busy={busy}
      onCancel={cancel}
      sx={{ maxWidth: 640 }}
    >
      <TextField
        {...fieldProps(formik, 'addressLine')}
        label="Address"
        multiline
        minRows={2}
        autoComplete="street-address"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <RegionSelect
          kind="COUNTRY"
          label="Country"
          parentId={null}
          value={places.country}
          onChange={(p) => choose('country', p)}
          error={errorOf('country')}
          disabled={busy}
          testId="profile-country"
        />
        <RegionSelect
          kind="STATE"
          label="State"
          parentId={places.country?.id ?? null}
          value={places.state}
          onChange={(p) => choose('state', p)}
          error={errorOf('state')}
          disabled={busy}
          testId="profile-state"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <RegionSelect
          kind="CITY"
          label="City"
          parentId={places.state?.id ?? null}
          value={places.city}
          onChange={(p) => choose('city', p)}
          error={errorOf('city')}
          disabled={busy}
          testId="profile-city"
        />
        <RegionSelect
          kind="SUBURB"
          label="Suburb (optional)"
          parentId={places.city?.id ?? null}
          value={places.suburb}
          onChange={(p) => choose('suburb', p)}
          error={errorOf('suburb')}
          disabled={busy}
          testId="profile-suburb"
        />
      </Stack>
      <TextField
        {...fieldProps(formik, 'pincode')}
        label="PIN code"
        autoComplete="postal-code"
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'profile-field-pincode' },
        }}
        sx={{ maxWidth: { sm: 240 } }}
      />
    </SectionForm>
  );
}

export function AddressSection({ profile }: { profile: Profile }) {
  const address = profile.address;
  return (
    <ProfileSection
      id="address"
      title="Address"
      complete={Boolean(address)}
      view={
        <ViewRows
          rows={[
            ['Address', address?.addressLine],
            ['Suburb', address?.suburb?.name],
            ['City', address?.city.name],
            ['State', address?.state.name],
            ['Country', address?.country.name],
            ['PIN code', address?.pincode],
          ]}
        />
      }
      form={(close, cancel) => <AddressForm profile={profile} close={close} cancel={cancel} />}
    />
  );
}
