import { Button, Heading, HStack, Image, Stack } from '@chakra-ui/react';
import { Share2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { JoinedOn } from '../../components/JoinedOn.tsx';
import { ReportButton } from '../../components/ReportButton.tsx';
import { useShare } from '../../device/useShare.tsx';
import type { BrandBanner_section$key } from './__generated__/BrandBanner_section.graphql.ts';
import { ABOVE_FOLD, BANNER_IMAGE, LOGO_IMAGE } from '../../components/imageAttributes.ts';

/** The banner section: the banner, then the brand's logo, name and "Joined on {date}", Report and Share. */
export function BrandBanner({ section, signedIn }: { section: BrandBanner_section$key; signedIn: boolean }) {
  const data = useFragment(
    graphql`
      fragment BrandBanner_section on BrandBannerSection {
        title
        image {
          url
          alt
        }
        brand {
          brandId
          name
          joinedAt
          logo {
            url
            alt
          }
        }
      }
    `,
    section,
  );
  const { share, shareDialog } = useShare();
  return (
    <Stack as="section" aria-label="Brand banner" gap="3" bg="bg" rounded="xl" borderWidth="1px" overflow="hidden">
      {data.image && (
        <Image
          src={data.image.url}
          alt={data.image.alt}
          {...BANNER_IMAGE}
          {...ABOVE_FOLD}
          w="full"
          aspectRatio={{ base: 2, md: 4 }}
          objectFit="cover"
          bg="bg.muted"
        />
      )}
      <HStack gap="4" px="5" pb="5" pt={data.image ? 0 : 5} wrap="wrap">
        <Image
          src={data.brand.logo.url}
          alt={data.brand.logo.alt}
          {...LOGO_IMAGE}
          boxSize="16"
          objectFit="contain"
          rounded="md"
          borderWidth="1px"
          bg="bg"
        />
        <Stack gap="0" flex="1">
          <Heading as="h2" size="lg">
            {data.brand.name}
          </Heading>
          {data.brand.joinedAt && <JoinedOn joinedAt={data.brand.joinedAt} />}
        </Stack>
        <ReportButton target={{ brandId: data.brand.brandId }} signedIn={signedIn} />
        <Button variant="outline" size="sm" onClick={() => share(data.title || data.brand.name)}>
          <Share2 aria-hidden /> Share
        </Button>
      </HStack>
      {shareDialog}
    </Stack>
  );
}
