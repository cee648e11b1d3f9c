import { captionsTrack } from './captions';

describe('a captions track', () => {
  it('is called Captions on an English page when the captions are English', () => {
    expect(captionsTrack('/media/reel.en.vtt', 'en', 'en')).toMatchObject({ lang: 'en', label: 'Captions' });
  });

  it('says which language it is in when that is not the page’s', () => {
    expect(captionsTrack('/media/reel.en.vtt', 'en', 'pt-BR').label).toBe('Legendas (inglês)');
    expect(captionsTrack('/media/reel.pt.vtt', 'pt-BR', 'en').label).toBe('Captions (Brazilian Portuguese)');
  });

  it('is plainly Legendas when Portuguese captions are on a Portuguese page', () => {
    expect(captionsTrack('/media/reel.pt.vtt', 'pt', 'pt-BR').label).toBe('Legendas');
  });

  it('counts captions without a language as English', () => {
    expect(captionsTrack('/media/reel.vtt', undefined, 'pt-BR')).toMatchObject({
      lang: 'en',
      label: 'Legendas (inglês)',
    });
  });
});
