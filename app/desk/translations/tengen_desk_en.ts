<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ClockFace</name>
    <message numerus="yes">
        <source>not started, %n period(s)</source>
        <translation>
            <numerusform>not started, %n period</numerusform>
            <numerusform>not started, %n periods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>byo-yomi, %n period(s) left</source>
        <translation>
            <numerusform>byo-yomi, %n period left</numerusform>
            <numerusform>byo-yomi, %n periods left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>main time, then %n period(s)</source>
        <translation>
            <numerusform>main time, then %n period</numerusform>
            <numerusform>main time, then %n periods</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SwapWording</name>
    <message numerus="yes">
        <source>%1: score difference %n point(s) (%2 against %3)</source>
        <translation>
            <numerusform>%1: score difference %n point (%2 against %3)</numerusform>
            <numerusform>%1: score difference %n points (%2 against %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Board %1: colour imbalance: %2 would have Black %n time(s) in a row</source>
        <translation>
            <numerusform>Board %1: colour imbalance: %2 would have Black %n time in a row</numerusform>
            <numerusform>Board %1: colour imbalance: %2 would have Black %n times in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Board %1: colour imbalance: %2 would have White %n time(s) in a row</source>
        <translation>
            <numerusform>Board %1: colour imbalance: %2 would have White %n time in a row</numerusform>
            <numerusform>Board %1: colour imbalance: %2 would have White %n times in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Board %1: colour imbalance: %2 would have had Black %n time(s) more than White</source>
        <translation>
            <numerusform>Board %1: colour imbalance: %2 would have had Black %n time more than White</numerusform>
            <numerusform>Board %1: colour imbalance: %2 would have had Black %n times more than White</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Board %1: colour imbalance: %2 would have had White %n time(s) more than Black</source>
        <translation>
            <numerusform>Board %1: colour imbalance: %2 would have had White %n time more than Black</numerusform>
            <numerusform>Board %1: colour imbalance: %2 would have had White %n times more than Black</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: becomes a handicap game of %n stone(s)</source>
        <translation>
            <numerusform>%1: becomes a handicap game of %n stone</numerusform>
            <numerusform>%1: becomes a handicap game of %n stones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::desk::ClocksView</name>
    <message numerus="yes">
        <source>%n board(s)</source>
        <translation>
            <numerusform>%n board</numerusform>
            <numerusform>%n boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n running</numerusform>
            <numerusform>%n running</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) fallen</source>
        <translation>
            <numerusform>%n flag fallen</numerusform>
            <numerusform>%n flags fallen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without a clock</source>
        <translation>
            <numerusform>%n without a clock</numerusform>
            <numerusform>%n without a clock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to check</source>
        <translation>
            <numerusform>%n to check</numerusform>
            <numerusform>%n to check</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::desk::EventView</name>
    <message numerus="yes">
        <source>Saved %n change(s).</source>
        <translation>
            <numerusform>Saved %n change.</numerusform>
            <numerusform>Saved %n changes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::desk::LiveRefresh</name>
    <message numerus="yes">
        <source>Offline — reconnecting… %n result(s) waiting to be sent</source>
        <translation>
            <numerusform>Offline — reconnecting… %n result waiting to be sent</numerusform>
            <numerusform>Offline — reconnecting… %n results waiting to be sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Back online: %n waiting result(s) sent.</source>
        <translation>
            <numerusform>Back online: %n waiting result sent.</numerusform>
            <numerusform>Back online: %n waiting results sent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::desk::PlayersView</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s); nothing was imported.</source>
        <translation>
            <numerusform>%n error; nothing was imported.</numerusform>
            <numerusform>%n errors; nothing was imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n player(s) and %1 round(s) from %2.</source>
        <translation>
            <numerusform>Imported %n player and %1 round(s) from %2.</numerusform>
            <numerusform>Imported %n players and %1 round(s) from %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s), e.g. %1</source>
        <translation>
            <numerusform>%n warning, e.g. %1</numerusform>
            <numerusform>%n warnings, e.g. %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Late entries: %n player(s) imported after the draw of round %1; the rounds already drawn count as their absences.</source>
        <translation>
            <numerusform>Late entry: %n player imported after the draw of round %1; the rounds already drawn count as absences.</numerusform>
            <numerusform>Late entries: %n players imported after the draw of round %1; the rounds already drawn count as their absences.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::desk::RatingListDialog</name>
    <message numerus="yes">
        <source>%1 (%2, %n entries)</source>
        <translation>
            <numerusform>%1 (%2, %n entry)</numerusform>
            <numerusform>%1 (%2, %n entries)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) could not be read and were skipped, e.g. line %1: %2</source>
        <translation>
            <numerusform>%n line could not be read and was skipped, e.g. line %1: %2</numerusform>
            <numerusform>%n lines could not be read and were skipped, e.g. line %1: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::desk::ResultsView</name>
    <message numerus="yes">
        <source>%n result(s) missing</source>
        <translation>
            <numerusform>%n result missing</numerusform>
            <numerusform>%n results missing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Offline: %n result(s) kept here, sent when the connection is back.</source>
        <translation>
            <numerusform>Offline: %n result kept here, sent when the connection is back.</numerusform>
            <numerusform>Offline: %n results kept here, sent when the connection is back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::desk::RoundsView</name>
    <message numerus="yes">
        <source>%n nigiri recorded.</source>
        <translation>
            <numerusform>%n nigiri recorded.</numerusform>
            <numerusform>%n nigiri recorded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tengen::desk::StandingsView</name>
    <message numerus="yes">
        <source>%n warning(s), e.g. %1</source>
        <translation>
            <numerusform>%n warning, e.g. %1</numerusform>
            <numerusform>%n warnings, e.g. %1</numerusform>
        </translation>
    </message>
</context>
</TS>
