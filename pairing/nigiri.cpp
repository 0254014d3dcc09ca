#include "pairing/nigiri.h"

namespace tengen::pairing {

std::optional<PlayerId> nigiriHolder(const Player& a, const Player& b) {
  if (a.rank != b.rank) return a.rank > b.rank ? a.id : b.id;
  if (a.born && b.born && *a.born != *b.born) return *a.born < *b.born ? a.id : b.id;
  return std::nullopt;
}

std::optional<NigiriOutcome> nigiri(const Player& a, const Player& b, PlayerId holder,
                                    NigiriGuess guess, int count) {
  if (count < 1 || (holder != a.id && holder != b.id) || a.id == b.id) return std::nullopt;
  const PlayerId guesser = holder == a.id ? b.id : a.id;
  const bool odd = count % 2 == 1;
  NigiriOutcome out;
  out.guessRight = odd == (guess == NigiriGuess::Odd);
  out.black = out.guessRight ? guesser : holder;
  out.white = out.guessRight ? holder : guesser;
  return out;
}

}  // namespace tengen::pairing
