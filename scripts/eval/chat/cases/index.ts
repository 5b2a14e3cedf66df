// Every case of the chat evaluation, by site and language: the set-aside third (cases/set-aside/, written and
// committed first, never used while tuning) and the tuning two thirds (cases/tuning/).
import type { ChatCase, SiteLanguage } from "../case-types";
import { SET_ASIDE_OPTIMAITE_EN } from "./set-aside/optimaite-en";
import { SET_ASIDE_OPTIMAITE_FR } from "./set-aside/optimaite-fr";
import { SET_ASIDE_OPTIMAITE_FR_EIGHTEENTH } from "./set-aside/optimaite-fr-eighteenth";
import { SET_ASIDE_OPTIMAITE_FR_EIGHTH } from "./set-aside/optimaite-fr-eighth";
import { SET_ASIDE_OPTIMAITE_FR_ELEVENTH } from "./set-aside/optimaite-fr-eleventh";
import { SET_ASIDE_OPTIMAITE_FR_FIFTEENTH } from "./set-aside/optimaite-fr-fifteenth";
import { SET_ASIDE_OPTIMAITE_FR_FIFTIETH } from "./set-aside/optimaite-fr-fiftieth";
import { SET_ASIDE_OPTIMAITE_FR_FIFTY_EIGHTH } from "./set-aside/optimaite-fr-fifty-eighth";
import { SET_ASIDE_OPTIMAITE_FR_FIFTY_FIFTH } from "./set-aside/optimaite-fr-fifty-fifth";
import { SET_ASIDE_OPTIMAITE_FR_FIFTY_FIRST } from "./set-aside/optimaite-fr-fifty-first";
import { SET_ASIDE_OPTIMAITE_FR_FIFTY_FOURTH } from "./set-aside/optimaite-fr-fifty-fourth";
import { SET_ASIDE_OPTIMAITE_FR_FIFTY_NINTH } from "./set-aside/optimaite-fr-fifty-ninth";
import { SET_ASIDE_OPTIMAITE_FR_FIFTY_SECOND } from "./set-aside/optimaite-fr-fifty-second";
import { SET_ASIDE_OPTIMAITE_FR_FIFTY_SEVENTH } from "./set-aside/optimaite-fr-fifty-seventh";
import { SET_ASIDE_OPTIMAITE_FR_FIFTY_SIXTH } from "./set-aside/optimaite-fr-fifty-sixth";
import { SET_ASIDE_OPTIMAITE_FR_FIFTY_THIRD } from "./set-aside/optimaite-fr-fifty-third";
import { SET_ASIDE_OPTIMAITE_FR_FORTIETH } from "./set-aside/optimaite-fr-fortieth";
import { SET_ASIDE_OPTIMAITE_FR_FORTY_EIGHTH } from "./set-aside/optimaite-fr-forty-eighth";
import { SET_ASIDE_OPTIMAITE_FR_FORTY_FIFTH } from "./set-aside/optimaite-fr-forty-fifth";
import { SET_ASIDE_OPTIMAITE_FR_FORTY_FIRST } from "./set-aside/optimaite-fr-forty-first";
import { SET_ASIDE_OPTIMAITE_FR_FORTY_FOURTH } from "./set-aside/optimaite-fr-forty-fourth";
import { SET_ASIDE_OPTIMAITE_FR_FORTY_NINTH } from "./set-aside/optimaite-fr-forty-ninth";
import { SET_ASIDE_OPTIMAITE_FR_FORTY_SECOND } from "./set-aside/optimaite-fr-forty-second";
import { SET_ASIDE_OPTIMAITE_FR_FORTY_SEVENTH } from "./set-aside/optimaite-fr-forty-seventh";
import { SET_ASIDE_OPTIMAITE_FR_FORTY_SIXTH } from "./set-aside/optimaite-fr-forty-sixth";
import { SET_ASIDE_OPTIMAITE_FR_FORTY_THIRD } from "./set-aside/optimaite-fr-forty-third";
import { SET_ASIDE_OPTIMAITE_FR_FOURTEENTH } from "./set-aside/optimaite-fr-fourteenth";
import { SET_ASIDE_OPTIMAITE_FR_NINETEENTH } from "./set-aside/optimaite-fr-nineteenth";
import { SET_ASIDE_OPTIMAITE_FR_NINTH } from "./set-aside/optimaite-fr-ninth";
import { SET_ASIDE_OPTIMAITE_FR_SEVENTEENTH } from "./set-aside/optimaite-fr-seventeenth";
import { SET_ASIDE_OPTIMAITE_FR_SEVENTH } from "./set-aside/optimaite-fr-seventh";
import { SET_ASIDE_OPTIMAITE_FR_SIXTEENTH } from "./set-aside/optimaite-fr-sixteenth";
import { SET_ASIDE_OPTIMAITE_FR_SIXTH } from "./set-aside/optimaite-fr-sixth";
import { SET_ASIDE_OPTIMAITE_FR_SIXTIETH } from "./set-aside/optimaite-fr-sixtieth";
import { SET_ASIDE_OPTIMAITE_FR_SIXTY_FIRST } from "./set-aside/optimaite-fr-sixty-first";
import { SET_ASIDE_OPTIMAITE_FR_TENTH } from "./set-aside/optimaite-fr-tenth";
import { SET_ASIDE_OPTIMAITE_FR_THIRTIETH } from "./set-aside/optimaite-fr-thirtieth";
import { SET_ASIDE_OPTIMAITE_FR_THIRTY_EIGHTH } from "./set-aside/optimaite-fr-thirty-eighth";
import { SET_ASIDE_OPTIMAITE_FR_THIRTY_FIFTH } from "./set-aside/optimaite-fr-thirty-fifth";
import { SET_ASIDE_OPTIMAITE_FR_THIRTY_FIRST } from "./set-aside/optimaite-fr-thirty-first";
import { SET_ASIDE_OPTIMAITE_FR_THIRTY_FOURTH } from "./set-aside/optimaite-fr-thirty-fourth";
import { SET_ASIDE_OPTIMAITE_FR_THIRTY_NINTH } from "./set-aside/optimaite-fr-thirty-ninth";
import { SET_ASIDE_OPTIMAITE_FR_THIRTY_SECOND } from "./set-aside/optimaite-fr-thirty-second";
import { SET_ASIDE_OPTIMAITE_FR_THIRTY_SEVENTH } from "./set-aside/optimaite-fr-thirty-seventh";
import { SET_ASIDE_OPTIMAITE_FR_THIRTY_SIXTH } from "./set-aside/optimaite-fr-thirty-sixth";
import { SET_ASIDE_OPTIMAITE_FR_THIRTY_THIRD } from "./set-aside/optimaite-fr-thirty-third";
import { SET_ASIDE_OPTIMAITE_FR_TWELFTH } from "./set-aside/optimaite-fr-twelfth";
import { SET_ASIDE_OPTIMAITE_FR_TWENTIETH } from "./set-aside/optimaite-fr-twentieth";
import { SET_ASIDE_OPTIMAITE_FR_TWENTY_EIGHTH } from "./set-aside/optimaite-fr-twenty-eighth";
import { SET_ASIDE_OPTIMAITE_FR_TWENTY_FIFTH } from "./set-aside/optimaite-fr-twenty-fifth";
import { SET_ASIDE_OPTIMAITE_FR_TWENTY_FIRST } from "./set-aside/optimaite-fr-twenty-first";
import { SET_ASIDE_OPTIMAITE_FR_TWENTY_FOURTH } from "./set-aside/optimaite-fr-twenty-fourth";
import { SET_ASIDE_OPTIMAITE_FR_TWENTY_NINTH } from "./set-aside/optimaite-fr-twenty-ninth";
import { SET_ASIDE_OPTIMAITE_FR_TWENTY_SECOND } from "./set-aside/optimaite-fr-twenty-second";
import { SET_ASIDE_OPTIMAITE_FR_TWENTY_SEVENTH } from "./set-aside/optimaite-fr-twenty-seventh";
import { SET_ASIDE_OPTIMAITE_FR_TWENTY_SIXTH } from "./set-aside/optimaite-fr-twenty-sixth";
import { SET_ASIDE_OPTIMAITE_FR_TWENTY_THIRD } from "./set-aside/optimaite-fr-twenty-third";
import { SET_ASIDE_SWISSHACK_DE } from "./set-aside/swisshack-de";
import { SET_ASIDE_SWISSHACK_FR } from "./set-aside/swisshack-fr";
import { SET_ASIDE_SWISSHACK_IT } from "./set-aside/swisshack-it";
import { TUNING_OPTIMAITE_EN } from "./tuning/optimaite-en";
import { TUNING_OPTIMAITE_FR } from "./tuning/optimaite-fr";
import { TUNING_OPTIMAITE_FR_EIGHTEENTH } from "./tuning/optimaite-fr-eighteenth";
import { TUNING_OPTIMAITE_FR_EIGHTH } from "./tuning/optimaite-fr-eighth";
import { TUNING_OPTIMAITE_FR_ELEVENTH } from "./tuning/optimaite-fr-eleventh";
import { TUNING_OPTIMAITE_FR_FIFTEENTH } from "./tuning/optimaite-fr-fifteenth";
import { TUNING_OPTIMAITE_FR_FIFTIETH } from "./tuning/optimaite-fr-fiftieth";
import { TUNING_OPTIMAITE_FR_FIFTY_EIGHTH } from "./tuning/optimaite-fr-fifty-eighth";
import { TUNING_OPTIMAITE_FR_FIFTY_FIFTH } from "./tuning/optimaite-fr-fifty-fifth";
import { TUNING_OPTIMAITE_FR_FIFTY_FIRST } from "./tuning/optimaite-fr-fifty-first";
import { TUNING_OPTIMAITE_FR_FIFTY_FOURTH } from "./tuning/optimaite-fr-fifty-fourth";
import { TUNING_OPTIMAITE_FR_FIFTY_NINTH } from "./tuning/optimaite-fr-fifty-ninth";
import { TUNING_OPTIMAITE_FR_FIFTY_SECOND } from "./tuning/optimaite-fr-fifty-second";
import { TUNING_OPTIMAITE_FR_FIFTY_SEVENTH } from "./tuning/optimaite-fr-fifty-seventh";
import { TUNING_OPTIMAITE_FR_FIFTY_SIXTH } from "./tuning/optimaite-fr-fifty-sixth";
import { TUNING_OPTIMAITE_FR_FIFTY_THIRD } from "./tuning/optimaite-fr-fifty-third";
import { TUNING_OPTIMAITE_FR_FORTIETH } from "./tuning/optimaite-fr-fortieth";
import { TUNING_OPTIMAITE_FR_FORTY_EIGHTH } from "./tuning/optimaite-fr-forty-eighth";
import { TUNING_OPTIMAITE_FR_FORTY_FIFTH } from "./tuning/optimaite-fr-forty-fifth";
import { TUNING_OPTIMAITE_FR_FORTY_FIRST } from "./tuning/optimaite-fr-forty-first";
import { TUNING_OPTIMAITE_FR_FORTY_FOURTH } from "./tuning/optimaite-fr-forty-fourth";
import { TUNING_OPTIMAITE_FR_FORTY_NINTH } from "./tuning/optimaite-fr-forty-ninth";
import { TUNING_OPTIMAITE_FR_FORTY_SECOND } from "./tuning/optimaite-fr-forty-second";
import { TUNING_OPTIMAITE_FR_FORTY_SEVENTH } from "./tuning/optimaite-fr-forty-seventh";
import { TUNING_OPTIMAITE_FR_FORTY_SIXTH } from "./tuning/optimaite-fr-forty-sixth";
import { TUNING_OPTIMAITE_FR_FORTY_THIRD } from "./tuning/optimaite-fr-forty-third";
import { TUNING_OPTIMAITE_FR_NINETEENTH } from "./tuning/optimaite-fr-nineteenth";
import { TUNING_OPTIMAITE_FR_NINTH } from "./tuning/optimaite-fr-ninth";
import { TUNING_OPTIMAITE_FR_SEVENTEENTH } from "./tuning/optimaite-fr-seventeenth";
import { TUNING_OPTIMAITE_FR_SEVENTH } from "./tuning/optimaite-fr-seventh";
import { TUNING_OPTIMAITE_FR_SIXTEENTH } from "./tuning/optimaite-fr-sixteenth";
import { TUNING_OPTIMAITE_FR_SIXTH } from "./tuning/optimaite-fr-sixth";
import { TUNING_OPTIMAITE_FR_SIXTIETH } from "./tuning/optimaite-fr-sixtieth";
import { TUNING_OPTIMAITE_FR_SIXTY_FIRST } from "./tuning/optimaite-fr-sixty-first";
import { TUNING_OPTIMAITE_FR_TENTH } from "./tuning/optimaite-fr-tenth";
import { TUNING_OPTIMAITE_FR_THIRTEENTH } from "./tuning/optimaite-fr-thirteenth";
import { TUNING_OPTIMAITE_FR_THIRTIETH } from "./tuning/optimaite-fr-thirtieth";
import { TUNING_OPTIMAITE_FR_THIRTY_EIGHTH } from "./tuning/optimaite-fr-thirty-eighth";
import { TUNING_OPTIMAITE_FR_THIRTY_FIFTH } from "./tuning/optimaite-fr-thirty-fifth";
import { TUNING_OPTIMAITE_FR_THIRTY_FIRST } from "./tuning/optimaite-fr-thirty-first";
import { TUNING_OPTIMAITE_FR_THIRTY_FOURTH } from "./tuning/optimaite-fr-thirty-fourth";
import { TUNING_OPTIMAITE_FR_THIRTY_NINTH } from "./tuning/optimaite-fr-thirty-ninth";
import { TUNING_OPTIMAITE_FR_THIRTY_SECOND } from "./tuning/optimaite-fr-thirty-second";
import { TUNING_OPTIMAITE_FR_THIRTY_SEVENTH } from "./tuning/optimaite-fr-thirty-seventh";
import { TUNING_OPTIMAITE_FR_THIRTY_SIXTH } from "./tuning/optimaite-fr-thirty-sixth";
import { TUNING_OPTIMAITE_FR_THIRTY_THIRD } from "./tuning/optimaite-fr-thirty-third";
import { TUNING_OPTIMAITE_FR_TWELFTH } from "./tuning/optimaite-fr-twelfth";
import { TUNING_OPTIMAITE_FR_TWENTIETH } from "./tuning/optimaite-fr-twentieth";
import { TUNING_OPTIMAITE_FR_TWENTY_EIGHTH } from "./tuning/optimaite-fr-twenty-eighth";
import { TUNING_OPTIMAITE_FR_TWENTY_FIFTH } from "./tuning/optimaite-fr-twenty-fifth";
import { TUNING_OPTIMAITE_FR_TWENTY_FIRST } from "./tuning/optimaite-fr-twenty-first";
import { TUNING_OPTIMAITE_FR_TWENTY_FOURTH } from "./tuning/optimaite-fr-twenty-fourth";
import { TUNING_OPTIMAITE_FR_TWENTY_NINTH } from "./tuning/optimaite-fr-twenty-ninth";
import { TUNING_OPTIMAITE_FR_TWENTY_SECOND } from "./tuning/optimaite-fr-twenty-second";
import { TUNING_OPTIMAITE_FR_TWENTY_SEVENTH } from "./tuning/optimaite-fr-twenty-seventh";
import { TUNING_OPTIMAITE_FR_TWENTY_SIXTH } from "./tuning/optimaite-fr-twenty-sixth";
import { TUNING_OPTIMAITE_FR_TWENTY_THIRD } from "./tuning/optimaite-fr-twenty-third";
import { TUNING_SWISSHACK_DE } from "./tuning/swisshack-de";
import { TUNING_SWISSHACK_FR } from "./tuning/swisshack-fr";
import { TUNING_SWISSHACK_IT } from "./tuning/swisshack-it";

export interface CaseSet {
  tuning: readonly ChatCase[];
  setAside: readonly ChatCase[];
}

export const CASES: Record<SiteLanguage, CaseSet> = {
  "swisshack-fr": { tuning: TUNING_SWISSHACK_FR, setAside: SET_ASIDE_SWISSHACK_FR },
  "swisshack-de": { tuning: TUNING_SWISSHACK_DE, setAside: SET_ASIDE_SWISSHACK_DE },
  "swisshack-it": { tuning: TUNING_SWISSHACK_IT, setAside: SET_ASIDE_SWISSHACK_IT },
  "optimaite-en": { tuning: TUNING_OPTIMAITE_EN, setAside: SET_ASIDE_OPTIMAITE_EN },
  "optimaite-fr": {
    tuning: [
      ...TUNING_OPTIMAITE_FR,
      ...TUNING_OPTIMAITE_FR_SIXTH,
      ...TUNING_OPTIMAITE_FR_SEVENTH,
      ...TUNING_OPTIMAITE_FR_EIGHTH,
      ...TUNING_OPTIMAITE_FR_NINTH,
      ...TUNING_OPTIMAITE_FR_TENTH,
      ...TUNING_OPTIMAITE_FR_ELEVENTH,
      ...TUNING_OPTIMAITE_FR_TWELFTH,
      ...TUNING_OPTIMAITE_FR_THIRTEENTH,
      ...TUNING_OPTIMAITE_FR_FIFTEENTH,
      ...TUNING_OPTIMAITE_FR_SIXTEENTH,
      ...TUNING_OPTIMAITE_FR_SEVENTEENTH,
      ...TUNING_OPTIMAITE_FR_EIGHTEENTH,
      ...TUNING_OPTIMAITE_FR_NINETEENTH,
      ...TUNING_OPTIMAITE_FR_TWENTIETH,
      ...TUNING_OPTIMAITE_FR_TWENTY_FIRST,
      ...TUNING_OPTIMAITE_FR_TWENTY_SECOND,
      ...TUNING_OPTIMAITE_FR_TWENTY_THIRD,
      ...TUNING_OPTIMAITE_FR_TWENTY_FOURTH,
      ...TUNING_OPTIMAITE_FR_TWENTY_FIFTH,
      ...TUNING_OPTIMAITE_FR_TWENTY_SIXTH,
      ...TUNING_OPTIMAITE_FR_TWENTY_SEVENTH,
      ...TUNING_OPTIMAITE_FR_TWENTY_EIGHTH,
      ...TUNING_OPTIMAITE_FR_TWENTY_NINTH,
      ...TUNING_OPTIMAITE_FR_THIRTIETH,
      ...TUNING_OPTIMAITE_FR_THIRTY_FIRST,
      ...TUNING_OPTIMAITE_FR_THIRTY_SECOND,
      ...TUNING_OPTIMAITE_FR_THIRTY_THIRD,
      ...TUNING_OPTIMAITE_FR_THIRTY_FOURTH,
      ...TUNING_OPTIMAITE_FR_THIRTY_FIFTH,
      ...TUNING_OPTIMAITE_FR_THIRTY_SIXTH,
      ...TUNING_OPTIMAITE_FR_THIRTY_SEVENTH,
      ...TUNING_OPTIMAITE_FR_FORTIETH,
      ...TUNING_OPTIMAITE_FR_SIXTY_FIRST,
      ...TUNING_OPTIMAITE_FR_SIXTIETH,
      ...TUNING_OPTIMAITE_FR_FIFTY_NINTH,
      ...TUNING_OPTIMAITE_FR_FIFTY_EIGHTH,
      ...TUNING_OPTIMAITE_FR_FIFTY_SEVENTH,
      ...TUNING_OPTIMAITE_FR_FIFTY_SIXTH,
      ...TUNING_OPTIMAITE_FR_FIFTY_FIFTH,
      ...TUNING_OPTIMAITE_FR_FIFTY_FOURTH,
      ...TUNING_OPTIMAITE_FR_FIFTY_THIRD,
      ...TUNING_OPTIMAITE_FR_FIFTY_SECOND,
      ...TUNING_OPTIMAITE_FR_FIFTY_FIRST,
      ...TUNING_OPTIMAITE_FR_FIFTIETH,
      ...TUNING_OPTIMAITE_FR_FORTY_NINTH,
      ...TUNING_OPTIMAITE_FR_FORTY_EIGHTH,
      ...TUNING_OPTIMAITE_FR_FORTY_SEVENTH,
      ...TUNING_OPTIMAITE_FR_FORTY_SIXTH,
      ...TUNING_OPTIMAITE_FR_FORTY_FIFTH,
      ...TUNING_OPTIMAITE_FR_FORTY_FOURTH,
      ...TUNING_OPTIMAITE_FR_FORTY_THIRD,
      ...TUNING_OPTIMAITE_FR_FORTY_SECOND,
      ...TUNING_OPTIMAITE_FR_FORTY_FIRST,
      ...TUNING_OPTIMAITE_FR_THIRTY_NINTH,
      ...TUNING_OPTIMAITE_FR_THIRTY_EIGHTH,
    ],
    setAside: [
      ...SET_ASIDE_OPTIMAITE_FR,
      ...SET_ASIDE_OPTIMAITE_FR_SIXTH,
      ...SET_ASIDE_OPTIMAITE_FR_SEVENTH,
      ...SET_ASIDE_OPTIMAITE_FR_EIGHTH,
      ...SET_ASIDE_OPTIMAITE_FR_NINTH,
      ...SET_ASIDE_OPTIMAITE_FR_TENTH,
      ...SET_ASIDE_OPTIMAITE_FR_ELEVENTH,
      ...SET_ASIDE_OPTIMAITE_FR_TWELFTH,
      ...SET_ASIDE_OPTIMAITE_FR_FOURTEENTH,
      ...SET_ASIDE_OPTIMAITE_FR_FIFTEENTH,
      ...SET_ASIDE_OPTIMAITE_FR_SIXTEENTH,
      ...SET_ASIDE_OPTIMAITE_FR_SEVENTEENTH,
      ...SET_ASIDE_OPTIMAITE_FR_EIGHTEENTH,
      ...SET_ASIDE_OPTIMAITE_FR_NINETEENTH,
      ...SET_ASIDE_OPTIMAITE_FR_TWENTIETH,
      ...SET_ASIDE_OPTIMAITE_FR_TWENTY_FIRST,
      ...SET_ASIDE_OPTIMAITE_FR_TWENTY_SECOND,
      ...SET_ASIDE_OPTIMAITE_FR_TWENTY_THIRD,
      ...SET_ASIDE_OPTIMAITE_FR_TWENTY_FOURTH,
      ...SET_ASIDE_OPTIMAITE_FR_TWENTY_FIFTH,
      ...SET_ASIDE_OPTIMAITE_FR_TWENTY_SIXTH,
      ...SET_ASIDE_OPTIMAITE_FR_TWENTY_SEVENTH,
      ...SET_ASIDE_OPTIMAITE_FR_TWENTY_EIGHTH,
      ...SET_ASIDE_OPTIMAITE_FR_TWENTY_NINTH,
      ...SET_ASIDE_OPTIMAITE_FR_THIRTIETH,
      ...SET_ASIDE_OPTIMAITE_FR_THIRTY_FIRST,
      ...SET_ASIDE_OPTIMAITE_FR_THIRTY_SECOND,
      ...SET_ASIDE_OPTIMAITE_FR_THIRTY_THIRD,
      ...SET_ASIDE_OPTIMAITE_FR_THIRTY_FOURTH,
      ...SET_ASIDE_OPTIMAITE_FR_THIRTY_FIFTH,
      ...SET_ASIDE_OPTIMAITE_FR_THIRTY_SIXTH,
      ...SET_ASIDE_OPTIMAITE_FR_THIRTY_SEVENTH,
      ...SET_ASIDE_OPTIMAITE_FR_FORTIETH,
      ...SET_ASIDE_OPTIMAITE_FR_SIXTY_FIRST,
      ...SET_ASIDE_OPTIMAITE_FR_SIXTIETH,
      ...SET_ASIDE_OPTIMAITE_FR_FIFTY_NINTH,
      ...SET_ASIDE_OPTIMAITE_FR_FIFTY_EIGHTH,
      ...SET_ASIDE_OPTIMAITE_FR_FIFTY_SEVENTH,
      ...SET_ASIDE_OPTIMAITE_FR_FIFTY_SIXTH,
      ...SET_ASIDE_OPTIMAITE_FR_FIFTY_FIFTH,
      ...SET_ASIDE_OPTIMAITE_FR_FIFTY_FOURTH,
      ...SET_ASIDE_OPTIMAITE_FR_FIFTY_THIRD,
      ...SET_ASIDE_OPTIMAITE_FR_FIFTY_SECOND,
      ...SET_ASIDE_OPTIMAITE_FR_FIFTY_FIRST,
      ...SET_ASIDE_OPTIMAITE_FR_FIFTIETH,
      ...SET_ASIDE_OPTIMAITE_FR_FORTY_NINTH,
      ...SET_ASIDE_OPTIMAITE_FR_FORTY_EIGHTH,
      ...SET_ASIDE_OPTIMAITE_FR_FORTY_SEVENTH,
      ...SET_ASIDE_OPTIMAITE_FR_FORTY_SIXTH,
      ...SET_ASIDE_OPTIMAITE_FR_FORTY_FIFTH,
      ...SET_ASIDE_OPTIMAITE_FR_FORTY_FOURTH,
      ...SET_ASIDE_OPTIMAITE_FR_FORTY_THIRD,
      ...SET_ASIDE_OPTIMAITE_FR_FORTY_SECOND,
      ...SET_ASIDE_OPTIMAITE_FR_FORTY_FIRST,
      ...SET_ASIDE_OPTIMAITE_FR_THIRTY_NINTH,
      ...SET_ASIDE_OPTIMAITE_FR_THIRTY_EIGHTH,
    ],
  },
};
