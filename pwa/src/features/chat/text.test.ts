import { describe, expect, it } from 'vitest';
import { previewOf } from './labels.ts';
import { chatText as t } from './text.ts';

const sara = { gender: 'female' as const };
const ahmed = { gender: 'male' as const };

describe('the chat speaks to the reader in her or his gender', () => {
  it('the composer', () => {
    expect(t.composer.placeholder(sara)).toBe('اكتبي رسالتك…');
    expect(t.composer.placeholder(ahmed)).toBe('اكتب رسالتك…');
    expect(t.composer.placeholder(null)).toBe('اكتب رسالتك…');
    expect(t.composer.offline(sara)).toBe('إنتي مش متصلة: رسالتك هتتبعت أول ما النت يرجع.');
  });

  it('her own last message in the list starts with «إنتي:»', () => {
    const message = { senderId: 'u1', text: 'أهلًا  يا\nأحمد' } as Parameters<typeof previewOf>[0];
    expect(previewOf(message, 'u1', sara)).toBe('إنتي: أهلًا يا أحمد');
    expect(previewOf(message, 'u1', ahmed)).toBe('إنت: أهلًا يا أحمد');
    expect(previewOf(message, 'u2', sara)).toBe('أهلًا يا أحمد');
  });
});
