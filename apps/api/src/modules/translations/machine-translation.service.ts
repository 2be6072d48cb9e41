import type { TranslateInput } from '@boutique/domain';
import { AppError } from '../../lib/errors.ts';
import type { Config } from '../../config.ts';
import { createDeeplProvider } from '../../providers/translation/deepl-provider.ts';
import { createLibreTranslateProvider } from '../../providers/translation/libretranslate-provider.ts';
import {
  TranslationProviderError,
  type TranslationProvider,
} from '../../providers/translation/translation-provider.ts';

/** Names never translated, whatever the language (INCI names in capitals are kept by the adapters). */
export const KEPT_TERMS = ['Maison Orcaviar', 'Orcaviar'] as const;

/** The configured provider: DeepL when its key is set, else LibreTranslate when its address is, else none. */
export function translationProviderFrom(
  config: Pick<
    Config,
    'DEEPL_API_KEY' | 'DEEPL_API_URL' | 'DEEPL_GLOSSARY_ID' | 'LIBRETRANSLATE_URL' | 'LIBRETRANSLATE_API_KEY'
  >,
): TranslationProvider | null {
  if (config.DEEPL_API_KEY) {
    return createDeeplProvider({
      apiKey: config.DEEPL_API_KEY,
      apiUrl: config.DEEPL_API_URL,
      glossaryId: config.DEEPL_GLOSSARY_ID,
    });
  }
  if (config.LIBRETRANSLATE_URL) {
    return createLibreTranslateProvider({ url: config.LIBRETRANSLATE_URL, apiKey: config.LIBRETRANSLATE_API_KEY });
  }
  return null;
}

/**
 * Suggestions of translation for the back office: never saved here, the translator reviews them
 * and saves through the usual edit. No provider answers 503 with the way to configure one.
 */
export function createMachineTranslationService(provider: TranslationProvider | null) {
  return {
    async translate(input: TranslateInput) {
      if (!provider) {
        throw new AppError(
          503,
          'Aucun service de traduction automatique n’est configuré (DEEPL_API_KEY ou LIBRETRANSLATE_URL).',
          {},
          'machine_translation_unconfigured',
        );
      }
      // Blank texts need no call (and count for nothing against the quota).
      const asked = input.texts.map((text, index) => ({ text, index })).filter(({ text }) => text.trim() !== '');
      const out = input.texts.map(() => '');
      if (asked.length === 0) return { datas: out, fournisseur: provider.name };
      try {
        const translated = await provider.translate({
          texts: asked.map(({ text }) => text),
          target: input.target,
          keep: KEPT_TERMS,
        });
        asked.forEach(({ index }, position) => (out[index] = translated[position]!));
      } catch (error) {
        if (error instanceof TranslationProviderError)
          throw new AppError(error.status, error.message, {}, 'machine_translation_failed');
        throw error;
      }
      return { datas: out, fournisseur: provider.name };
    },
  };
}

export type MachineTranslationService = ReturnType<typeof createMachineTranslationService>;
