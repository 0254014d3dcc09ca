#include "reports/opengotha_draw_params.h"

#include "reports/opengotha.h"

namespace tengen::reports {

pairing::OpenGothaParams openGothaDrawParams(
    const OpenGothaKept& kept, const pairing::Event& event,
    const pairing::PairingSettings& settings, const std::vector<pairing::Player>& players,
    std::vector<pairing::OpenGothaParamProblem>* problems) {
  const bool mcMahon = event.system == pairing::PairingSystem::McMahon;
  pairing::OpenGothaParams p =
      mcMahon ? pairing::OpenGothaParams::forMcMahon() : pairing::OpenGothaParams::forSwiss();
  p = pairing::openGothaParamsFrom(kept.params, p, problems);
  p.numberOfRounds = event.rounds;
  // What the director may have changed since the import wins over the file.
  if (mcMahon) {
    p.mmBar = settings.mcmahonBar;
    p.mmFloor = settings.mcmahonFloor;
    p.hdBasedOnMms = settings.handicap.fromMms;
    p.hdCorrection = settings.handicap.reduction;
    p.hdCeiling = settings.handicap.ceiling;
    if (!settings.avoidSameClub) p.sePreferMmsDiffRatherThanSameClub = 0;
    if (!settings.avoidSameCountry) p.sePreferMmsDiffRatherThanSameCountry = 0;
  }
  for (const pairing::Player& player : players) {
    SplitName split = splitName(player.name);
    if (auto k = kept.players.find(player.id); k != kept.players.end()) {
      auto n = k->second.find("name"), f = k->second.find("firstName");
      if (n != k->second.end() && f != k->second.end() &&
          joinName(n->second, f->second) == player.name)
        split = {n->second, f->second};
    }
    p.names[player.id] = {split.name, split.firstName};
  }
  return p;
}

}  // namespace tengen::reports
