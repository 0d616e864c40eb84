import { useId, useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { FormDialogContent } from '../FormDialog.tsx';
import { FormAlert, FormField } from '../FormField.tsx';
import { toast } from '../../feedback/toast.ts';
import { useFormReply } from '../../forms/formReply.ts';
import { ServerFormName } from '../../forms/ServerFormName.tsx';
import { showOutcome, useZodForm } from '../../forms/useZodForm.ts';
import { useAddAddress, useUpdateAddress } from '../../mutations/useSaveAddress.ts';
import { addressInput, addressSchema, emptyAddress, SAVE_FAILED, type AddressForm } from './addressSchema.ts';
import type { FormReply } from '../../forms/formReply.ts';

interface AddressFormProps {
  /** The address being edited, or null for "Add New Address". */
  editing: { id: string; values: AddressForm } | null;
  onSaved: (addressId: string) => void;
}

/** 'Add New Address' and 'Update Address': the form's rules, the server's messages on the fields. */
function useAddressForm({ editing, onSaved }: AddressFormProps, reply?: FormReply) {
  const addAddress = useAddAddress();
  const updateAddress = useUpdateAddress();
  const form = useZodForm(addressSchema, editing?.values ?? emptyAddress, reply);
  const save = form.handleSubmit(async (values) => {
    const input = addressInput(values);
    const outcome = editing
      ? await updateAddress({ input: { addressId: editing.id, ...input } })
      : await addAddress({ input });
    if (outcome.kind === 'done') {
      toast({ type: 'success', title: editing ? 'Address updated successfully.' : 'Address added successfully!' });
      onSaved(outcome.payload.address!.id);
      return;
    }
    showOutcome(form, outcome, editing ? SAVE_FAILED.update : SAVE_FAILED.add);
  });
  return { form, save, title: editing ? 'Update Address' : 'Add New Address' };
}

/** The address form in a dialog (the addresses pane and checkout, with the app). */
export function AddressFormDialog({ onClose, ...props }: AddressFormProps & { onClose: () => void }) {
  const { form, save, title } = useAddressForm(props);
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" size="lg">
      <FormDialogContent
        header={<Dialog.Title>{title}</Dialog.Title>}
        submitLabel="Save"
        submitting={form.formState.isSubmitting}
        onSubmit={(event) => void save(event)}
      >
        <AddressFields form={form} />
      </FormDialogContent>
    </Dialog.Root>
  );
}

/**
 * The address form as a page of its own (the addresses pane's `?address=new` or `?address={id}`): where the pane's
 * links lead before and without the app, posted to its page then (pages/AddressesPane/addressAction.ts).
 */
export function AddressFormPage({ cancelTo, ...props }: AddressFormProps & { cancelTo: string }) {
  const { form, save, title } = useAddressForm(props, useFormReply());
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <Heading as="h2" id={titleId} size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form method="post" noValidate onSubmit={(event) => void save(event)}>
          <ServerFormName name="address" />
          <AddressFields form={form} />
          <HStack gap="2" mt="4" justify="end">
            <Button asChild variant="outline">
              <RouterLink to={cancelTo}>Cancel</RouterLink>
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function AddressFields({ form }: { form: ReturnType<typeof useAddressForm>['form'] }) {
  const { field, formState, register } = form;
  const { errors } = formState;
  const location = form.watch('location');
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Full Name" required error={errors.name?.message}>
          <Input autoComplete="name" {...field('name')} />
        </FormField>
        <FormField label="Phone Number" required error={errors.phoneNumber?.message}>
          <Input type="tel" inputMode="numeric" maxLength={10} autoComplete="tel-national" {...field('phoneNumber')} />
        </FormField>
        <FormField label="Alternative Phone Number" error={errors.alternativePhoneNumber?.message}>
          <Input type="tel" inputMode="numeric" maxLength={10} {...field('alternativePhoneNumber')} />
        </FormField>
        <FormField label="Type">
          <NativeSelect.Root>
            <NativeSelect.Field {...field('type')}>
              <option value="HOME">Home</option>
              <option value="OFFICE">Office</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="House No/Building Name" required error={errors.houseName?.message}>
          <Input {...field('houseName')} />
        </FormField>
        <FormField label="Local Area/Nearby Road/City" required error={errors.localArea?.message}>
          <Input {...field('localArea')} />
        </FormField>
        <FormField label="Landmark" error={errors.landmark?.message}>
          <Input {...field('landmark')} />
        </FormField>
        <FormField label="Pincode" required error={errors.pincode?.message}>
          <Input inputMode="numeric" maxLength={6} autoComplete="postal-code" {...field('pincode')} />
        </FormField>
        <FormField label="State" required error={errors.state?.message}>
          <Input autoComplete="address-level1" {...field('state')} />
        </FormField>
        <FormField label="Country" error={errors.country?.message}>
          <Input autoComplete="country-name" {...field('country')} />
        </FormField>
      </SimpleGrid>
      <UseMyLocation
        location={location}
        onLocated={(located) => form.setValue('location', located, { shouldDirty: true })}
      />
      {/* The location posted with the form without the app (an edited address keeps the one it had). */}
      {location && (
        <>
          <input type="hidden" name="latitude" value={location.latitude} />
          <input type="hidden" name="longitude" value={location.longitude} />
        </>
      )}
      {/* Checked in the server's HTML as the form starts, so the form posts it without the app. */}
      <Checkbox.Root defaultChecked={formState.defaultValues?.isPrimary === true}>
        <Checkbox.HiddenInput {...register('isPrimary')} />
        <Checkbox.Control />
        <Checkbox.Label>Make this my default address</Checkbox.Label>
      </Checkbox.Root>
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
    </Stack>
  );
}

type Location = { latitude: number; longitude: number };
/** 'Use My Location': the device's position through the browser's geolocation (with the storefront's message when it fails). */
function UseMyLocation({
  location,
  onLocated,
}: {
  location: Location | null;
  onLocated: (location: Location) => void;
}) {
  const [state, setState] = useState<'idle' | 'locating' | { error: string }>('idle');
  const locate = () => {
    if (!('geolocation' in navigator)) return setState({ error: 'Geolocation is not supported by your browser' });
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        onLocated({ latitude: coords.latitude, longitude: coords.longitude });
        setState('idle');
      },
      () => setState({ error: 'Unable to fetch location' }),
      { timeout: 10_000 },
    );
  };
  return (
    <HStack gap="3" wrap="wrap">
      <Button variant="outline" size="sm" onClick={locate} loading={state === 'locating'}>
        <MapPin aria-hidden /> Use My Location
      </Button>
      {location && (
        <Text fontSize="sm" color="fg.muted">
          Location: {location.latitude.toFixed(5)}, {location.longitude.toFixed(5)}
        </Text>
      )}
      {typeof state === 'object' && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {state.error}. Please try again.
        </Text>
      )}
    </HStack>
  );
}
