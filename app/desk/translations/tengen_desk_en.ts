<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
</TS>
