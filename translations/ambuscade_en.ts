<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BalanceChart</name>
    <message numerus="yes">
        <source>%n playouts an order</source>
        <translation>
            <numerusform>%n playout an order</numerusform>
            <numerusform>%n playouts an order</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChosenMen</name>
    <message numerus="yes">
        <source>%n shots</source>
        <translation>
            <numerusform>%n shot</numerusform>
            <numerusform>%n shots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds</source>
        <translation>
            <numerusform>%n wound</numerusform>
            <numerusform>%n wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <translation>
            <numerusform>%n man</numerusform>
            <numerusform>%n men</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CombatReport</name>
    <message numerus="yes">
        <source>%n shots</source>
        <translation>
            <numerusform>%n shot</numerusform>
            <numerusform>%n shots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n killed</source>
        <translation>
            <numerusform>%n killed</numerusform>
            <numerusform>%n killed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounded</source>
        <translation>
            <numerusform>%n wounded</numerusform>
            <numerusform>%n wounded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComputerCourier</name>
    <message numerus="yes">
        <source>%1 parleys: %n are too many to fight.</source>
        <translation>
            <numerusform>%1 parleys: %n is too many to fight.</numerusform>
            <numerusform>%1 parleys: %n are too many to fight.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 fights on the defence against %n.</source>
        <translation>
            <numerusform>%1 fights on the defence against %n.</numerusform>
            <numerusform>%1 fights on the defence against %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> A %1 and a %2 already ride with %n rival(s).</source>
        <translation>
            <numerusform> A %1 and a %2 already ride with %n rival.</numerusform>
            <numerusform> A %1 and a %2 already ride with %n rivals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n of his dice: he expects to come about %2 in nearer the Emperor</source>
        <translation>
            <numerusform>%1 rolls %n of his dice: he expects to come about %2 in nearer the Emperor</numerusform>
            <numerusform>%1 rolls %n of his dice: he expects to come about %2 in nearer the Emperor</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditOperations</name>
    <message numerus="yes">
        <source>%1 is played on at most %n water grid(s), and this board has them.</source>
        <translation>
            <numerusform>%1 is played on at most %n water grid, and this board has it.</numerusform>
            <numerusform>%1 is played on at most %n water grids, and this board has them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n water grid(s) left out: %1 is played on at most %2.</source>
        <translation>
            <numerusform>%n water grid left out: %1 is played on at most %2.</numerusform>
            <numerusform>%n water grids left out: %1 is played on at most %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FiwGame</name>
    <message numerus="yes">
        <source>%n of its men would leave their cover</source>
        <translation>
            <numerusform>%n of its men would leave his cover</numerusform>
            <numerusform>%n of its men would leave their cover</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points will not pay for %1</source>
        <translation>
            <numerusform>%n point will not pay for %1</numerusform>
            <numerusform>%n points will not pay for %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 commands %2; %n points left</source>
        <translation>
            <numerusform>%1 commands %2; %n point left</numerusform>
            <numerusform>%1 commands %2; %n points left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 calls %2 to pass the word; %n points left</source>
        <translation>
            <numerusform>%1 calls %2 to pass the word; %n point left</numerusform>
            <numerusform>%1 calls %2 to pass the word; %n points left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MailOrder</name>
    <message numerus="yes">
        <source>The player of %1 took back %n steps or orders before sending his turn.</source>
        <translation>
            <numerusform>The player of %1 took back %n step or order before sending his turn.</numerusform>
            <numerusform>The player of %1 took back %n steps or orders before sending his turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrdersDock</name>
    <message numerus="yes">
        <source>%n fired this turn</source>
        <translation>
            <numerusform>%n fired this turn</numerusform>
            <numerusform>%n fired this turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not loaded</source>
        <translation>
            <numerusform>%n not loaded</numerusform>
            <numerusform>%n not loaded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moved more than half a move</source>
        <translation>
            <numerusform>%n moved more than half a move</numerusform>
            <numerusform>%n moved more than half a move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n see no man of that group</source>
        <translation>
            <numerusform>%n sees no man of that group</numerusform>
            <numerusform>%n see no man of that group</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n have it out of range</source>
        <translation>
            <numerusform>%n has it out of range</numerusform>
            <numerusform>%n have it out of range</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Steeplechase</name>
    <message numerus="yes">
        <source>%1: up to %n movement dice</source>
        <translation>
            <numerusform>%1: up to %n movement die</numerusform>
            <numerusform>%1: up to %n movement dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SteeplechaseGame</name>
    <message numerus="yes">
        <source>%1 %2 wins with %n boast(s).</source>
        <translation>
            <numerusform>%1 %2 wins with %n boast.</numerusform>
            <numerusform>%1 %2 wins with %n boasts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 appear (%n).</source>
        <translation>
            <numerusform>%1 appears (%n).</numerusform>
            <numerusform>%1 appear (%n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SteeplechasePaper</name>
    <message numerus="yes">
        <source>%n boasts</source>
        <translation>
            <numerusform>%n boast</numerusform>
            <numerusform>%n boasts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shame</source>
        <translation>
            <numerusform>%n shame</numerusform>
            <numerusform>%n shame</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableMoves</name>
    <message numerus="yes">
        <source>%n men go all the way</source>
        <translation>
            <numerusform>%n man goes all the way</numerusform>
            <numerusform>%n men go all the way</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men go</source>
        <translation>
            <numerusform>%n man goes</numerusform>
            <numerusform>%n men go</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them only part of the way</source>
        <translation>
            <numerusform>%n of them only part of the way</numerusform>
            <numerusform>%n of them only part of the way</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cannot move</source>
        <translation>
            <numerusform>%n cannot move</numerusform>
            <numerusform>%n cannot move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men moved</source>
        <translation>
            <numerusform>%n man moved</numerusform>
            <numerusform>%n men moved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them stopped short</source>
        <translation>
            <numerusform>%n of them stopped short</numerusform>
            <numerusform>%n of them stopped short</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not move</source>
        <translation>
            <numerusform>%n could not move</numerusform>
            <numerusform>%n could not move</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ambuscade::PaletteDock</name>
    <message numerus="yes">
        <source>%1 (%n figures)</source>
        <translation>
            <numerusform>%1 (%n figure)</numerusform>
            <numerusform>%1 (%n figures)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ambuscade::PropertiesDock</name>
    <message numerus="yes">
        <source>%n figures</source>
        <translation>
            <numerusform>%n figure</numerusform>
            <numerusform>%n figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n terrain pieces</source>
        <translation>
            <numerusform>%n terrain piece</numerusform>
            <numerusform>%n terrain pieces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ambuscade::chosenmen::CardsDock</name>
    <message numerus="yes">
        <source>%n of its %1 men can fire at %2 now; the rules keep the others from it (not loaded or fit, no man of it in sight and range, out of their arc, or its leader).</source>
        <translation>
            <numerusform>%n of its %1 men can fire at %2 now; the rules keep the others from it (not loaded or fit, no man of it in sight and range, out of their arc, or its leader).</numerusform>
            <numerusform>%n of its %1 men can fire at %2 now; the rules keep the others from it (not loaded or fit, no man of it in sight and range, out of their arc, or its leader).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ambuscade::rangercommandos::RaidDock</name>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face down</numerusform>
            <numerusform>%n face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the alarm: spun %2 = %3, and %4 are needed; %n spin(s) to go. Spin.</source>
        <translation>
            <numerusform>%1: the alarm: spun %2 = %3, and %4 are needed; %n spin to go. Spin.</numerusform>
            <numerusform>%1: the alarm: spun %2 = %3, and %4 are needed; %n spins to go. Spin.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ambuscade::rogersrangers::ForcesTree</name>
    <message numerus="yes">
        <source>%n taken off the map once turned up</source>
        <translation>
            <numerusform>%n taken off the map once turned up</numerusform>
            <numerusform>%n taken off the map once turned up</numerusform>
        </translation>
    </message>
</context>
</TS>
