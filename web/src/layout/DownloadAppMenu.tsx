import { Button } from '@chakra-ui/react';
import { ChevronDown, Smartphone } from 'lucide-react';
import { DeferredPopup } from '../components/DeferredPopup.tsx';

const dropdown = async () => (await import('./DownloadAppDropdown.tsx')).DownloadAppDropdown;

export function DownloadAppMenu() {
  return (
    <DeferredPopup
      module={dropdown}
      props={{}}
      trigger={
        <Button variant="ghost" size="sm">
          <Smartphone aria-hidden /> Download App <ChevronDown aria-hidden />
        </Button>
      }
    />
  );
}
