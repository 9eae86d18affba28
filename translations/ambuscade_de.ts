<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Action</name>
    <message>
        <source>Carry on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close on the nearest enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halt, face the enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry on facing the enemy (charge?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance (charge?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>March in column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy into line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half move away</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Briefing</name>
    <message>
        <source>Table %1 × %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn limit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played by the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatReport</name>
    <message>
        <source>short range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grazed, no harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no harm done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fire at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit (D8, the class modifier added)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the hits fall, and the damage (D6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no target in range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2, %3, %4: needs %5, rolled %6: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, read as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hit falls on %2 (allocation die %3); damage die %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No one is hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee: %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing (no man fights two while a foe stands free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice (D6 and modifiers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 outnumbered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 better weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each pair (a winner&apos;s natural 5 wounds, 6 kills)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 tie at %3: no effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 beats %2, %3 to %4 (natural %5): %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won %2 pairs, %3 won %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fall back %2 cm and are retreating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditOperations</name>
    <message>
        <source>%1 must be drawn as an area, not a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is drawn as a line: use the line, rectangle or polygon tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a side for the troops first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set deployment zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 things</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring to front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FiwGame</name>
    <message>
        <source>(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on a D%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A marker goes to the edge of %1 at (%2, %3): rolled %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looks at the marker at %2: nobody is there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spots %2 at the marker at %3: %4 men stand there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rolled %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spotting for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sees hidden men up to %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command dice of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 commands %2; %3 points left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: risk factor %2 (%3), rolled %4: %5%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to fear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (advice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not yours to move this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not commanded: his group acts by the Actions table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was put at %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoots at %2 (%3 range, needs %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which man the hit falls on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fire at %2: %3 shots, %4 hits, %5 killed, %6 wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee die of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is killed in melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is wounded in melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls back %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee: %1 won %2 pairs, %3 won %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has broken and lost the day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn limit is reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stays where it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stays, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved %1 cm %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be a hexadecimal number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names no figure: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names no group: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be odd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is no phase: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reaction&apos;s table, action or die is not one of the rules&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an event lacks its turn, side, phase or kind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameMoveTool</name>
    <message>
        <source>In the movement phase, drag a figure of the side on turn to move it; refereeing, drag yours to where you put them on the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GroupMoves</name>
    <message>
        <source>facing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>away from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charging %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>towards %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>away from %1, no cover in reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in cover at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the edge of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>towards its objective at %1, %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on its patrol, towards %1, %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeasureTool</name>
    <message>
        <source>Click where to measure from, click waypoints, double-click to end. From one figure to another it also tells whether they see each other.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>%1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>impassable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>costs %1 cm of move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>through %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sees %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, in soft cover (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, in hard cover (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot see %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot see %2: %3 in the way</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveDescription</name>
    <message>
        <source>then face %1°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stays, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>towards %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cm %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Movement</name>
    <message>
        <source>%1 cannot be crossed on foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move costs %1 cm, more than the %2 cm allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the figure would end off the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the base would overlap %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>%1 %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>Cannot open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was loaded from this file; the table you had open is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReferenceSheet</name>
    <message>
        <source>graze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn, for each side in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full move is %1 cm; %2 cm wounded or civilian; %3 cm horsed in open going.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each leader rolls his command dice once and spends the points on groups within his command distance, through his NCOs and musicians.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every group not commanded adds up its risk factor and rolls a D6 on its Actions table; upright results bind, italic ones are advice for player characters and commanded groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commanded groups move as ordered; the others carry out their reaction or their standing orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commanded groups fire on orders (volleys where the faction allows); the others fire at will at the nearest enemy they see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures in base contact are paired, roll a D6 each and fight; the side winning fewer pairs falls back 5 cm and is retreating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons (ranges in cm, edge to edge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With bayonet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gunpowder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bow or spear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit: the D8 score needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroes add %1 to the to-hit and damage dice, raw troops %2. Wounded shooters reach short range only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage: the D6 after the class modifier, held to 1–6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gunpowder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bow or spear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions table: skirmishers, irregulars and civilians</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions table: formed troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Italic results are advice that player characters and commanded groups may ignore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D6: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command reaches %1 cm, %2 cm where the leader or the figure stands in enclosed terrain. Each loyal figure commanded costs %3 point, a disloyal or running one %4. Officers and NCOs within %5 cm of a group belong to it. A leader who loaded, fired or fought last turn rolls one die fewer; a commanded drummer or bugler adds one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command dice (D6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French and Indian Wars skirmish: quick reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence, shooting and melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactions and command</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RiskFactor</name>
    <message>
        <source>A hero stands with the group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every man is in cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy sees the group and has it in range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw troops within reach of an enemy they can see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties (each full tenth of the group)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy in sight on the flank or rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran from the enemy last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pushed back by a lost melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCOs of the platoon killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterSheet</name>
    <message>
        <source>%1, bayonet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength %1. Risk factor for casualties: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S / M / L cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cmd dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdrawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures in no group</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RotateTool</name>
    <message>
        <source>Press on a figure and drag: the selected figures turn to face the mouse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>French and Indian Wars skirmish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bayonet fits only a musket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: short %2, medium %3, long %4 cm; melee %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: melee %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command dice: %1D6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioReader</name>
    <message>
        <source>is missing (expected %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be a whole number from %1 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds %1 entries; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be a point [x, y] in cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a finite point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is &quot;%1&quot;; a scenario file says &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file was written by a newer Ambuscade (format version %1); this one reads up to version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule set &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is %1 cm; a table is from %2 to %3 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds more than %1 points in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs at least %1 points, has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2) is off the %3 × %4 cm table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is off the table (0 to %2 cm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another %1 already has the id &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot; (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terrain feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown terrain kind &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown shape &quot;%1&quot; (polygon, polyline or ellipse)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an area: draw it as a polygon or an ellipse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a line: draw it as a polyline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be more than 0 and at most 100 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the polygon encloses no area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ellipse is two opposite corners of its bounding box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ellipse has no width or no height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line has no length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario needs at least one side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be &quot;player&quot; or &quot;ai&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour (write it as #rrggbb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no side has the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot; (steady, running, withdrawing or retreating)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown order &quot;%1&quot; (hold, advance, patrol or ambush)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be a distance above 0 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group &quot;%1&quot; belongs to side &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no group has the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>troop type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a base is from %1 to %2 cm across</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown marker &quot;%1&quot; (hidden, dummy or objective)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the marker hides a group of side &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown objective &quot;%1&quot; (reach, hold, destroy, rescue or exit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no terrain feature has the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no marker has the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a destroy objective names a terrain feature or a marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>should be top, bottom, left or right, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 MiB; scenario files are at most %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario file holds one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file nests deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 MiB; scenario files are at most %3 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioWriter</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Click to select, Shift+click to add; drag to move; drag on open ground to select an area. Double-click a terrain edge to add a corner, a corner to remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert corner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShapeTool</name>
    <message>
        <source>Drag out the shape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click each corner; double-click or Enter to finish, Backspace to take one back, Escape to drop it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetPrinter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableExporter</name>
    <message>
        <source>Ambuscade table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell the format of %1: name it .svg, .png or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Term</name>
    <message>
        <source>Hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Irregular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Civilian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drummer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bugler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compagnies franches de la Marine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provincial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Militia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canadian militia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indian</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerrainKind</name>
    <message>
        <source>Woods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ford</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hedge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fallen tree</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TroopTemplate</name>
    <message>
        <source>French regular platoon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drummer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fusilier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compagnie franche de la Marine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ensign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canadian militia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captain of militia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Militiaman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indian war band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>War chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranger company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranger captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranger sergeant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British regular platoon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provincial company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provincial captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provincial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero (player character)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted officer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musketeer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rifleman</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Weapon</name>
    <message>
        <source>Rifle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pistol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>War club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hatchet or knife</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rocks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::ActionsTableModel</name>
    <message>
        <source>Advice: player characters and commanded groups may ignore it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binding on every group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D6: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RF %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::CombatDock</name>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::Document</name>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hostiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move figures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::GameLogDock</name>
    <message>
        <source>Game Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everything</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::GameLogModel</name>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::GameMode</name>
    <message>
        <source>Ambuscade games (*.ambuscade-game.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish the Side&apos;s Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Backspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Referee a Real Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s moves are listed for you to make on your own table; drag your figures to where you put them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play from the Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the game&apos;s log and see the table as it stood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has moves that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over after turn %1: %2 has broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over after turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 · %2 (%3) · %4 phase · next: %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::GameSession</name>
    <message>
        <source>Figures move in the movement phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the side on turn moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commanders roll their dice in the command phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a living officer or hero of the side on turn commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has rolled his dice this turn already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a commander and roll his dice first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups fire in the shooting phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a commanded group fires on orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n shots</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n killed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounded</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>; not loaded or moved too far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an Ambuscade game of format version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: scenario: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: game.%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::LegendDock</name>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Irregulars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Civilians</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero (player character)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drummer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group withdrawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group retreating</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::MainWindow</name>
    <message>
        <source>Ambuscade scenarios (*.ambuscade.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rulers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points placed and moved land on whole centimetres; figures turn in steps of 15°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Ambuscade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring to &amp;Front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+[</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn &amp;Left 15°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn R&amp;ight 15°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario &amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change scenario settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Briefing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game needs troops on two sides of a French and Indian Wars table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unsaved scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambuscade did not close properly. Changes to %1, autosaved at %2, were not saved. Recover them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered unsaved work; save it to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x %1 cm, y %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Ambuscade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ambuscade %1&lt;/h3&gt;&lt;p&gt;A tabletop companion for horse-and-musket skirmish games: plan scenarios, play solo against the computer, print rosters.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambuscade[*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Ambuscade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Open a scenario with &lt;b&gt;File → Open&lt;/b&gt;, or drop a &lt;tt&gt;.ambuscade.json&lt;/tt&gt; file on the window.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::OrdersDock</name>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll Command Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is playing its side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag your figures to move them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to order in this phase: Next Phase goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a commander and roll his dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 points to spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of reach: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only groups commanded this turn fire on orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not commanded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fires: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::PaletteDock</name>
    <message>
        <source>Troops and Markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single figures (join the selected group)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n figures)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dummy (hides nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::PrintActions</name>
    <message>
        <source>&amp;Print Roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Roster as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print &amp;Quick Reference…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Quick Reference as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quick-reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::ProblemsDialog</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; could not be opened. Problems found: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select something on the table to edit it here. Scenario title, sides and victory are under Edit → Scenario Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n figures</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bayonet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change bayonet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change group status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advance to a point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>patrol a route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lie in ambush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change standing order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance to (x, y cm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route (x, y; x, y; … cm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A point on the table, in cm from its top-left corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two or more points on the table, in cm from its top-left corner, separated by semicolons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Springs at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change ambush distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n terrain pieces</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Terrain name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change terrain kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change marker kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change hidden group</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::ReactionsDock</name>
    <message>
        <source>Reactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (advice)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::RefereeDock</name>
    <message>
        <source>Referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The computer has not moved yet.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1, turn %2&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from (%1, %2) to (%3, %4) cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;No figure moved.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::ReplayDock</name>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag, or use the arrow keys, to step through the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One event back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One event on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start of the game, before anything happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 of %2 · turn %3 · %4 · %5 phase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::RiskFactorModel</name>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because of</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::RosterDock</name>
    <message>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a name, group, class or weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All groups</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::RosterModel</name>
    <message>
        <source>killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranges (cm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::ScenarioSettingsDialog</name>
    <message>
        <source>Scenario Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown to the players in the Briefing panel. Blank lines start new paragraphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Briefing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice of a game of this scenario start from this number, so a game can be played again exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the computer&apos;s groups under markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a solo game each of the computer&apos;s groups starts as a marker that the dice place at the edge of cover facing your deployment, with half as many dummies; a group appears when your men see its marker. Markers you place yourself are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment zones are drawn on the table with the Deployment Zone tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain, marker or edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reaching terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holding terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroying an objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rescuing from an objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaving by a table edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These settings would break the scenario:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::TableScene</name>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ambuscade::Toolbox</name>
    <message>
        <source>&amp;Select and Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ellipse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deployment Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Line width: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of a stream, river or road drawn as a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Side: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side new troops and deployment zones belong to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click on the table to place a %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click on the table to place the marker.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Tabletop companion for horse-and-musket skirmish games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;png&gt; once it is shown, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
