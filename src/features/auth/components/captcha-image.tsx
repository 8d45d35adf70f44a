import { chakra, Image, Text } from '@chakra-ui/react';
import { useEffect } from 'react';

import { getCaptcha } from '@/features/auth/api/get-captcha';
import { useQuery } from '@/lib/use-query';

/** The captcha image of a key; a click asks for another one (看不清？换一张). */
export function CaptchaImage({ captchaKey, onRefresh }: { captchaKey: string; onRefresh: () => void }) {
  const image = useQuery(`captcha:${captchaKey}`, async (signal) =>
    URL.createObjectURL(await getCaptcha(captchaKey, signal)),
  );
  // never the previous key's image: its answer no longer counts
  const src = image.loading ? undefined : image.data;
  // an image replaced by the next one (or gone with the page) frees its object URL
  useEffect(() => {
    if (!src) return;
    return () => URL.revokeObjectURL(src);
  }, [src]);
  return (
    <chakra.button
      type="button"
      onClick={onRefresh}
      title="看不清？换一张"
      aria-label="图形验证码，点击换一张"
      flexShrink={0}
      // the 240x80 image at 3:1, large enough to read on a phone
      w="36"
      h="12"
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      bg="white"
      data-testid="captcha-image"
    >
      {src ? (
        <Image src={src} alt="图形验证码" w="full" h="full" objectFit="contain" />
      ) : (
        <Text fontSize="xs">{image.error === null ? '加载中…' : '加载失败，点击重试'}</Text>
      )}
    </chakra.button>
  );
}
