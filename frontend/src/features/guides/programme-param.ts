import { useParams } from 'react-router-dom';
import { CHARACTER_CODES, PROGRAMME_DAYS, type CharacterCode } from '@domain/constants';

/** The programme (and day) the address names, or undefined when it names none: the page then says so. */
export const useGuideParams = (): { character: CharacterCode | undefined; day: number | undefined; raw: string } => {
  const params = useParams();
  const raw = params.character ?? '';
  const character = CHARACTER_CODES.find((code) => code === raw.toUpperCase());
  const day = Number(params.day);
  return { character, day: Number.isInteger(day) && day >= 1 && day <= PROGRAMME_DAYS ? day : undefined, raw };
};
