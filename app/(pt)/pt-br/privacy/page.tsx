import { PrivacyPage, privacyMetadata } from '@/components/privacy/privacy-page';

export const metadata = privacyMetadata('pt-BR');

export default function Page() {
  return <PrivacyPage locale="pt-BR" />;
}
