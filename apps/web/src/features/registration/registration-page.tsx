import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths, RETURN_PARAM, type SignInState, signInHref } from '../../app/paths';
import { FormError } from '../../components/ui/form-error';
import { useSession } from '../../lib/session';
import { useRegister } from './api/register';
import { BasicInfoSection } from './components/basic-info-section';
import { BusinessSection } from './components/business-section';
import { ConsentSection } from './components/consent-section';
import { PhotoPicker } from './components/photo-picker';
import { addPhotos } from './photo-selection';
import { registrationFailure } from './registration-errors';
import { useRegistrationForm } from './registration-form';
import { toPayload } from './registration-values';

/** docs/product.md §4, §9: the success message stays about 300 ms before the sign-in page opens. */
const REDIRECT_DELAY_MS = 300;
const SUCCESS = 'Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...';

const FOCUSABLE = 'input:not([type="hidden"]):not([hidden]):not([disabled]), textarea, button:not([disabled])';

/** Moves the keyboard to a field by its name (every field or its wrapper carries data-field) and brings it into view. */
function focusField(field: string) {
  const wrapper = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
  const target = wrapper?.querySelector<HTMLElement>(FOCUSABLE);
  wrapper?.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
}

/**
 * /kayit-ol: customer or business sign-up (docs/product.md §2 'Registration', §4, §5, §8). Someone already signed in is
 * not offered a second account in passing: they go to the home page.
 */
export function RegistrationPage() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Navigate to={paths.home} replace /> : <RegistrationForm />;
}

function RegistrationForm() {
  const navigate = useNavigate();
  // A visitor sent to sign in, who registered first, still goes back to that page afterwards.
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_PARAM) ?? undefined;
  const form = useRegistrationForm();
  const { values, set, errors } = form;
  const registerMutation = useRegister();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  // A second click before React re-renders the busy button must not send the form twice.
  const sending = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const business = values.userType === 'isletme';

  const registeredEmail = values.email.trim();
  useEffect(() => {
    if (!succeeded) return;
    // The sign-in page greets the new account with its e-mail address filled in.
    const state: SignInState = { registeredEmail };
    const timer = window.setTimeout(() => navigate(signInHref(returnTo), { state }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate, returnTo, registeredEmail]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || succeeded) return;
    const found = form.validate();
    if (found) {
      const first = found.fields[0];
      if (first) focusField(form.fieldOf(first));
      else summaryRef.current?.focus();
      return;
    }
    sending.current = true;
    try {
      await registerMutation.mutateAsync({ userData: toPayload(values), photos: values.photos });
      setSucceeded(true);
    } catch (error) {
      const failure = registrationFailure(error);
      form.setFailure(failure);
      if (failure.field) focusField(form.fieldOf(failure.field));
      else {
        summaryRef.current?.scrollIntoView({ block: 'center' });
        summaryRef.current?.focus({ preventScroll: true });
      }
    } finally {
      sending.current = false;
    }
  };

  return (
    <Container
      size="sm"
      py={{ base: 'md', sm: 'xl' }}
      px={{ base: 'xs', sm: 'md' }}
      // Mantine's default error red reads at 3.3:1 on white; shade 8 reaches WCAG AA (4.5:1) for the field messages.
      style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' }}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <form onSubmit={onSubmit} noValidate aria-labelledby="registration-title">
          <Stack gap="lg">
            <Box>
              <Title order={1} size="h2" id="registration-title">
                Kayıt Ol
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                OtoUsta'ya ücretsiz katılın: servis arayın ya da işletmenizi binlerce araç sahibine tanıtın.
              </Text>
            </Box>

            <Box ref={summaryRef} tabIndex={-1} style={{ outline: 'none' }}>
              <FormError>{form.summary}</FormError>
            </Box>

            <Box>
              <Text component="span" fw={500} size="sm" id="account-type-label">
                Hesap Türü
              </Text>
              <SegmentedControl
                fullWidth
                mt={6}
                aria-labelledby="account-type-label"
                value={values.userType}
                onChange={(next) => set('userType', next === 'isletme' ? 'isletme' : 'musteri')}
                data={[
                  { value: 'musteri', label: 'Müşteri' },
                  { value: 'isletme', label: 'İlan Veren (İşletme)' },
                ]}
              />
              <Text size="xs" c="dimmed" mt={6}>
                {business
                  ? 'İşletmenizi listeleyin; müşteriler sizi bulsun, mesaj atsın ve değerlendirsin.'
                  : 'Servis, çekici ve yedek parça arayın; işletmelerle mesajlaşın ve değerlendirin.'}
              </Text>
            </Box>

            <Divider label="Kişisel Bilgiler" labelPosition="left" />
            <BasicInfoSection values={values} set={set} errors={errors} />

            <Box data-field="photos">
              <PhotoPicker
                label={business ? 'İşletme Fotoğrafları' : 'Profil Fotoğrafları'}
                required={business}
                photos={values.photos}
                error={photoError ?? errors.photos}
                onPick={(files) => {
                  const next = addPhotos(values.photos, files);
                  set('photos', next.photos);
                  setPhotoError(next.error);
                }}
                onRemove={(index) => {
                  set(
                    'photos',
                    values.photos.filter((_, i) => i !== index),
                  );
                  setPhotoError(null);
                }}
              />
            </Box>

            {business && (
              <>
                <Divider />
                <BusinessSection values={values} set={set} errors={errors} />
              </>
            )}

            <Divider />
            <ConsentSection values={values} set={set} errors={errors} />

            {succeeded && (
              <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
                {SUCCESS}
              </Alert>
            )}

            <Button
              type="submit"
              size="md"
              fullWidth
              loading={registerMutation.isPending}
              disabled={succeeded}
              loaderProps={{ 'aria-label': 'Gönderiliyor' }}
            >
              Hesap Oluştur
            </Button>

            <Text ta="center" size="sm">
              Zaten hesabınız var mı?{' '}
              <Anchor component={Link} to={signInHref(returnTo)} fw={500}>
                Giriş Yap
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
