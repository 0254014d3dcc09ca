<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>tengen::desk::EventView</name>
    <message numerus="yes">
        <source>Saved %n change(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s), e.g. %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Late entries: %n player(s) imported after the draw of round %1; the rounds already drawn count as their absences.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
</context>
<context>
    <name>tengen::desk::StandingsView</name>
    <message numerus="yes">
        <source>%n warning(s), e.g. %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
