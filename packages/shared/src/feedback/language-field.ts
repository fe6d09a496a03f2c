import { z } from 'zod';
import { toSupportedLanguage } from './languages';

/**
 * A visitor's page language in a request. Any text up to the length of a long language tag is taken and
 * read as one of the supported codes, English when it is none of them ("toString", "=1+1", a blank): the
 * visitor still gets an answer, and only known codes reach the database. Not text at all is a 400.
 */
export const visitorLanguage = z.string().max(35, 'must be a language code').overwrite(toSupportedLanguage);
