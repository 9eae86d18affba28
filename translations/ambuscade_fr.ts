<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Action</name>
    <message>
        <source>Carry on</source>
        <translation>Poursuivre</translation>
    </message>
    <message>
        <source>Close on the nearest enemy</source>
        <translation>Marcher sur l&apos;ennemi le plus proche</translation>
    </message>
    <message>
        <source>Take cover</source>
        <translation>Se mettre à couvert</translation>
    </message>
    <message>
        <source>Halt, face the enemy</source>
        <translation>Halte, face à l&apos;ennemi</translation>
    </message>
    <message>
        <source>Carry on facing the enemy (charge?)</source>
        <translation>Poursuivre face à l&apos;ennemi (charge ?)</translation>
    </message>
    <message>
        <source>Advance (charge?)</source>
        <translation>Avancer (charge ?)</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Se replier</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Fuir</translation>
    </message>
    <message>
        <source>March in column</source>
        <translation>Marcher en colonne</translation>
    </message>
    <message>
        <source>Deploy into line</source>
        <translation>Se déployer en ligne</translation>
    </message>
    <message>
        <source>Half move away</source>
        <translation>Demi-mouvement en s&apos;éloignant</translation>
    </message>
    <message>
        <source>carry on as its standing orders say</source>
        <translation>poursuivre selon ses ordres permanents</translation>
    </message>
    <message>
        <source>close on the nearest enemy</source>
        <translation>serrer sur l&apos;ennemi le plus proche</translation>
    </message>
    <message>
        <source>take cover</source>
        <translation>se mettre à couvert</translation>
    </message>
    <message>
        <source>halt and face the enemy</source>
        <translation>s&apos;arrêter face à l&apos;ennemi</translation>
    </message>
    <message>
        <source>carry on as its standing orders say, facing the enemy, and charge any man within reach</source>
        <translation>poursuivre selon ses ordres permanents, face à l&apos;ennemi, et charger tout homme à portée</translation>
    </message>
    <message>
        <source>advance on the enemy, and charge him if he is within reach</source>
        <translation>avancer sur l&apos;ennemi, et le charger s&apos;il est à portée</translation>
    </message>
    <message>
        <source>withdraw to cover further from the enemy</source>
        <translation>se replier à couvert plus loin de l&apos;ennemi</translation>
    </message>
    <message>
        <source>run from the enemy</source>
        <translation>fuir l&apos;ennemi</translation>
    </message>
    <message>
        <source>march in column</source>
        <translation>marcher en colonne</translation>
    </message>
    <message>
        <source>deploy into line</source>
        <translation>se déployer en ligne</translation>
    </message>
    <message>
        <source>fall back half a move</source>
        <translation>reculer d&apos;un demi-mouvement</translation>
    </message>
    <message>
        <source>carry on as its standing orders say, facing the enemy</source>
        <translation>poursuivre selon ses ordres permanents, face à l&apos;ennemi</translation>
    </message>
</context>
<context>
    <name>Attribute</name>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>class</source>
        <translation>classe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>troop type</source>
        <translation>type de troupe</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>role</source>
        <translation>rôle</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>faction</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>arme</translation>
    </message>
    <message>
        <source>Bayonet</source>
        <translation>Baïonnette</translation>
    </message>
    <message>
        <source>bayonet</source>
        <translation>baïonnette</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>À cheval</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>à cheval</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>wounds</source>
        <translation>blessures</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>status</source>
        <translation>état</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Close weapon</source>
        <translation>Arme de mêlée</translation>
    </message>
    <message>
        <source>close weapon</source>
        <translation>arme de mêlée</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Grade</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>grade</translation>
    </message>
    <message>
        <source>Extra bonus points</source>
        <translation>Points de bonus en plus</translation>
    </message>
    <message>
        <source>extra bonus points</source>
        <translation>points de bonus en plus</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Défaut</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>défaut</translation>
    </message>
    <message>
        <source>Leader rating</source>
        <translation>Valeur du chef</translation>
    </message>
    <message>
        <source>leader rating</source>
        <translation>valeur du chef</translation>
    </message>
    <message>
        <source>Minor wounds</source>
        <translation>Blessures légères</translation>
    </message>
    <message>
        <source>minor wounds</source>
        <translation>blessures légères</translation>
    </message>
    <message>
        <source>Serious wounds</source>
        <translation>Blessures graves</translation>
    </message>
    <message>
        <source>serious wounds</source>
        <translation>blessures graves</translation>
    </message>
    <message>
        <source>Turns to reload</source>
        <translation>Tours de rechargement</translation>
    </message>
    <message>
        <source>turns to reload</source>
        <translation>tours de rechargement</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>quality</source>
        <translation>qualité</translation>
    </message>
    <message>
        <source>Troop kind</source>
        <translation>Type de troupe</translation>
    </message>
    <message>
        <source>troop kind</source>
        <translation>type de troupe</translation>
    </message>
    <message>
        <source>British regulars</source>
        <translation>Réguliers britanniques</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commandement</translation>
    </message>
    <message>
        <source>command</source>
        <translation>commandement</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Talent</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>talent</translation>
    </message>
    <message>
        <source>First item</source>
        <translation>Premier objet</translation>
    </message>
    <message>
        <source>first item</source>
        <translation>premier objet</translation>
    </message>
    <message>
        <source>Second item</source>
        <translation>Second objet</translation>
    </message>
    <message>
        <source>second item</source>
        <translation>second objet</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>kind of group</source>
        <translation>type de groupe</translation>
    </message>
    <message>
        <source>Thrown by his horse</source>
        <translation>Désarçonné par son cheval</translation>
    </message>
    <message>
        <source>thrown by his horse</source>
        <translation>désarçonné par son cheval</translation>
    </message>
    <message>
        <source>Guarding prisoners</source>
        <translation>Garde des prisonniers</translation>
    </message>
    <message>
        <source>guarding prisoners</source>
        <translation>garde des prisonniers</translation>
    </message>
    <message>
        <source>Limbered</source>
        <translation>Attelé</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>attelé</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>raider&apos;s colour</source>
        <translation>couleur du commando</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>number of counters</source>
        <translation>nombre de jetons</translation>
    </message>
    <message>
        <source>Boat size</source>
        <translation>Taille du canot</translation>
    </message>
    <message>
        <source>boat size</source>
        <translation>taille du canot</translation>
    </message>
    <message>
        <source>Rowers</source>
        <translation>Rameurs</translation>
    </message>
    <message>
        <source>rowers</source>
        <translation>rameurs</translation>
    </message>
    <message>
        <source>Anchored</source>
        <translation>Au mouillage</translation>
    </message>
    <message>
        <source>anchored</source>
        <translation>au mouillage</translation>
    </message>
    <message>
        <source>Beached</source>
        <translation>Échoué</translation>
    </message>
    <message>
        <source>beached</source>
        <translation>échoué</translation>
    </message>
    <message>
        <source>Turns weighing anchor</source>
        <translation>Tours à lever l&apos;ancre</translation>
    </message>
    <message>
        <source>turns weighing anchor</source>
        <translation>tours à lever l&apos;ancre</translation>
    </message>
    <message>
        <source>Turns of wet powder</source>
        <translation>Tours de poudre mouillée</translation>
    </message>
    <message>
        <source>turns of wet powder</source>
        <translation>tours de poudre mouillée</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>placement roll</source>
        <translation>jet de placement</translation>
    </message>
</context>
<context>
    <name>BackdropReader</name>
    <message>
        <source>is not a picture written in base64</source>
        <translation>n&apos;est pas une image écrite en base64</translation>
    </message>
    <message>
        <source>is neither a PNG, JPEG nor SVG picture</source>
        <translation>n&apos;est pas une image PNG, JPEG ni SVG</translation>
    </message>
    <message>
        <source>the picture&apos;s size should be more than 0 and at most %1 cm</source>
        <translation>la taille de l&apos;image doit dépasser 0 et valoir au plus %1 cm</translation>
    </message>
    <message>
        <source>is an SVG picture that refers to &quot;%1&quot; outside itself; a backdrop must hold everything it draws</source>
        <translation>est une image SVG qui renvoie à « %1 » hors d&apos;elle-même ; un fond de carte doit contenir tout ce qu&apos;il dessine</translation>
    </message>
    <message>
        <source>is an SVG picture that declares entities; a backdrop may not</source>
        <translation>est une image SVG qui déclare des entités ; un fond de carte ne le peut pas</translation>
    </message>
    <message>
        <source>is not a well-formed SVG picture: %1 (line %2)</source>
        <translation>n&apos;est pas une image SVG bien formée : %1 (ligne %2)</translation>
    </message>
    <message>
        <source>is a picture of %1 × %2 pixels; a backdrop has at most %3 pixels a side and %4 million in all</source>
        <translation>est une image de %1 × %2 pixels ; un fond de carte a au plus %3 pixels de côté et %4 millions en tout</translation>
    </message>
    <message>
        <source>is a %1 picture that does not decode (%2): is the file cut short?</source>
        <translation>est une image %1 qui ne se décode pas (%2) : le fichier est-il tronqué ?</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <source>Balance of %1</source>
        <translation>Équilibre de %1</translation>
    </message>
    <message>
        <source>%1 % [%2, %3]</source>
        <translation>%1 % [%2 ; %3]</translation>
    </message>
    <message>
        <source>Who wins (95 % intervals)</source>
        <translation>Qui gagne (intervalles à 95 %)</translation>
    </message>
    <message>
        <source>run before</source>
        <translation>essai précédent</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Indécises</translation>
    </message>
    <message>
        <source>The turn the games ended in</source>
        <translation>Le tour où les parties se sont achevées</translation>
    </message>
    <message>
        <source>What decided the games</source>
        <translation>Ce qui a décidé des parties</translation>
    </message>
    <message>
        <source>%1 games (%2 %)</source>
        <translation>%1 parties (%2 %)</translation>
    </message>
    <message>
        <source>The turn limit</source>
        <translation>La limite de tours</translation>
    </message>
    <message>
        <source>cannot tell the format of %1: name it .png or .pdf</source>
        <translation>impossible de savoir le format de %1 : nommez-le .png ou .pdf</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>On the table (View → Balance Overlay)</source>
        <translation>Sur la table (Affichage → Calque d&apos;équilibre)</translation>
    </message>
    <message>
        <source>where men fell: %1 in all</source>
        <translation>où des hommes sont tombés : %1 en tout</translation>
    </message>
    <message>
        <source>where fights were fought: %1 in all</source>
        <translation>où l&apos;on s&apos;est battu : %1 en tout</translation>
    </message>
    <message>
        <source>What broke the sides</source>
        <translation>Ce qui a brisé les camps</translation>
    </message>
    <message>
        <source>The rules&apos; own end</source>
        <translation>La fin propre aux règles</translation>
    </message>
    <message>
        <source>%1 games played by the computer on every side, seed %3; %4 turns on average</source>
        <translation>%1 parties jouées par l&apos;ordinateur de chaque côté, graine %3 ; %4 tours en moyenne</translation>
    </message>
    <message numerus="yes">
        <source>%n playouts an order</source>
        <translation>
            <numerusform>%n partie simulée par ordre</numerusform>
            <numerusform>%n parties simulées par ordre</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 games played by the computer that thinks ahead (%2) on every side, seed %3; %4 turns on average</source>
        <extracomment>%2 says how many playouts an order: &quot;8 playouts an order&quot;.</extracomment>
        <translation>%1 parties jouées par l&apos;ordinateur qui réfléchit à l’avance (%2) de chaque côté, graine %3 ; %4 tours en moyenne</translation>
    </message>
    <message>
        <source>Killed, captured or gone by the game&apos;s end, as the rules take figures off the table. A wounded man left on the table is not counted, even where his rules count him out of the fight.</source>
        <translation>Tuées, capturées ou parties à la fin de la partie, comme les règles retirent les figurines de la table. Un blessé resté sur la table n&apos;est pas compté, même là où ses règles le mettent hors de combat.</translation>
    </message>
    <message>
        <source>Figures taken off the table per game</source>
        <translation>Figurines retirées de la table par partie</translation>
    </message>
</context>
<context>
    <name>BalanceVerdict</name>
    <message>
        <source>%1 win %2 % [%3, %4]</source>
        <translation>%1 gagnent %2 % [%3 ; %4]</translation>
    </message>
    <message>
        <source>lengthen the turn limit or strengthen %1</source>
        <translation>allongez la limite de tours ou renforcez %1</translation>
    </message>
    <message>
        <source>shorten the turn limit or strengthen %1</source>
        <translation>raccourcissez la limite de tours ou renforcez %1</translation>
    </message>
    <message>
        <source>strengthen %1</source>
        <translation>renforcez %1</translation>
    </message>
    <message>
        <source>strengthen %1 or weaken %2</source>
        <translation>renforcez %1 ou affaiblissez %2</translation>
    </message>
    <message>
        <source>%1: reach %2</source>
        <translation>%1 : atteindre %2</translation>
    </message>
    <message>
        <source>%1: hold %2</source>
        <translation>%1 : tenir %2</translation>
    </message>
    <message>
        <source>%1: destroy %2</source>
        <translation>%1 : détruire %2</translation>
    </message>
    <message>
        <source>%1: rescue at %2</source>
        <translation>%1 : délivrer à %2</translation>
    </message>
    <message>
        <source>%1: leave by the %2 edge</source>
        <translation>%1 : sortir par le bord %2</translation>
    </message>
    <message>
        <source>No games were played.</source>
        <translation>Aucune partie n&apos;a été jouée.</translation>
    </message>
    <message>
        <source>The sides are evenly matched: %1, %2.</source>
        <translation>Les camps sont à égalité : %1, %2.</translation>
    </message>
    <message>
        <source>%1 have the better of it: %2, %3. To even it, %4.</source>
        <translation>%1 ont l&apos;avantage : %2, %3. Pour équilibrer, %4.</translation>
    </message>
    <message>
        <source>%1 win most games: %2, %3. To even it, %4.</source>
        <translation>%1 gagnent la plupart des parties : %2, %3. Pour équilibrer, %4.</translation>
    </message>
    <message>
        <source>%1 % of the games end undecided: a side that wins at the turn limit, or a shorter limit, would settle them.</source>
        <translation>%1 % des parties restent indécises : un camp vainqueur à la limite de tours, ou une limite plus courte, les trancherait.</translation>
    </message>
    <message>
        <source>%1: %2 % [%3, %4] now, %5 % [%6, %7] before: significantly different</source>
        <translation>%1 : %2 % [%3 ; %4] maintenant, %5 % [%6 ; %7] avant : différence significative</translation>
    </message>
    <message>
        <source>%1: %2 % [%3, %4] now, %5 % [%6, %7] before: not significantly different</source>
        <translation>%1 : %2 % [%3 ; %4] maintenant, %5 % [%6 ; %7] avant : pas de différence significative</translation>
    </message>
    <message>
        <source>Too few games to tell whether the sides are even: %1, %2. More games narrow the intervals.</source>
        <translation>Trop peu de parties pour dire si les camps sont à égalité : %1, %2. Davantage de parties resserrent les intervalles.</translation>
    </message>
    <message>
        <source>make the scenario easier for %1</source>
        <translation>rendez le scénario plus facile pour %1</translation>
    </message>
    <message>
        <source>make the scenario harder for %1</source>
        <translation>rendez le scénario plus difficile pour %1</translation>
    </message>
    <message>
        <source>%1 win far too often: %2, %3. To even it, %4.</source>
        <translation>%1 gagnent bien trop souvent : %2, %3. Pour équilibrer, %4.</translation>
    </message>
    <message>
        <source>%1 win too often: %2, %3. To even it, %4.</source>
        <translation>%1 gagnent trop souvent : %2, %3. Pour équilibrer, %4.</translation>
    </message>
    <message>
        <source>%1 win far too rarely: %2, %3. To even it, %4.</source>
        <translation>%1 gagnent bien trop rarement : %2, %3. Pour équilibrer, %4.</translation>
    </message>
    <message>
        <source>%1 win too rarely: %2, %3. To even it, %4.</source>
        <translation>%1 gagnent trop rarement : %2, %3. Pour équilibrer, %4.</translation>
    </message>
    <message>
        <source>lengthen the turn limit or %1</source>
        <translation>allongez la limite de tours ou %1</translation>
    </message>
    <message>
        <source>shorten the turn limit or %1</source>
        <translation>raccourcissez la limite de tours ou %1</translation>
    </message>
    <message>
        <source>%1 or weaken %2</source>
        <translation>%1 ou affaiblissez %2</translation>
    </message>
</context>
<context>
    <name>BoardReader</name>
    <message>
        <source>the rule set &quot;%1&quot; is played on a table, not on a board of spaces and paths</source>
        <translation>la règle « %1 » se joue sur une table, pas sur un plateau de cases et de chemins</translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation>devrait être un objet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used twice (spaces and grids need ids of their own)</source>
        <translation>« %1 » sert deux fois (cases et grilles ont chacune leur identifiant)</translation>
    </message>
    <message>
        <source>(%1, %2) is off the %3 × %4 cm board</source>
        <translation>(%1, %2) est hors du plateau de %3 × %4 cm</translation>
    </message>
    <message>
        <source>unknown kind of space &quot;%1&quot; (known: %2)</source>
        <translation>sorte de case inconnue « %1 » (connues : %2)</translation>
    </message>
    <message>
        <source>names no space &quot;%1&quot;</source>
        <translation>ne nomme aucune case « %1 »</translation>
    </message>
    <message>
        <source>should name two spaces, as [&quot;from&quot;, &quot;to&quot;]</source>
        <translation>devrait nommer deux cases, ainsi : [&quot;de&quot;, &quot;à&quot;]</translation>
    </message>
    <message>
        <source>unknown kind of path &quot;%1&quot; (known: %2)</source>
        <translation>sorte de chemin inconnue « %1 » (connues : %2)</translation>
    </message>
    <message>
        <source>joins &quot;%1&quot; to itself</source>
        <translation>relie « %1 » à elle-même</translation>
    </message>
    <message>
        <source>joins &quot;%1&quot; and &quot;%2&quot; a second time</source>
        <translation>relie « %1 » et « %2 » une seconde fois</translation>
    </message>
    <message>
        <source>should be a compass direction: N, NE, E, SE, S, SW, W or NW</source>
        <translation>devrait être un point cardinal : N, NE, E, SE, S, SW, W ou NW</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 figure deux fois</translation>
    </message>
    <message>
        <source>should list at least one direction</source>
        <translation>devrait donner au moins une direction</translation>
    </message>
    <message>
        <source>should be a cell as [row, column]</source>
        <translation>devrait être une cellule, ainsi : [rangée, colonne]</translation>
    </message>
    <message>
        <source>row %1, column %2 is neither in the %3 × %4 grid nor on its rim</source>
        <translation>la rangée %1, colonne %2 n&apos;est ni dans la grille de %3 × %4 ni sur son bord</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is joined to nothing: no path or grid reaches it</source>
        <translation>« %1 » n&apos;est reliée à rien : aucun chemin ni aucune grille n&apos;y mène</translation>
    </message>
    <message>
        <source>should be more than 0 and at most %1 cm</source>
        <translation>doit être supérieure à 0 et d&apos;au plus %1 cm</translation>
    </message>
    <message>
        <source>the grid runs off the board: its last cell&apos;s centre would be at (%1, %2) cm; fewer rows or columns, or smaller cells</source>
        <translation>la grille sort du plateau : le centre de sa dernière case serait à (%1, %2) cm ; moins de rangées ou de colonnes, ou des cases plus petites</translation>
    </message>
</context>
<context>
    <name>Briefing</name>
    <message>
        <source>Table %1 × %2</source>
        <translation>Table de %1 × %2</translation>
    </message>
    <message>
        <source>Turn limit: %1</source>
        <translation>Limite de tours : %1</translation>
    </message>
    <message>
        <source>Played by the computer</source>
        <translation>Joué par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Played by you</source>
        <translation>Joué par vous</translation>
    </message>
    <message>
        <source>Figures: %1</source>
        <translation>Figurines : %1</translation>
    </message>
    <message>
        <source>Turn limit: %1, when %2 win if nobody has won before</source>
        <translation>Limite de tours : %1 ; alors %2 l’emportent si personne n’a gagné avant</translation>
    </message>
    <message>
        <source>Board %1 × %2; spaces: %3, paths: %4</source>
        <translation>Plateau %1 × %2 ; cases : %3, chemins : %4</translation>
    </message>
</context>
<context>
    <name>ChosenMen</name>
    <message>
        <source>an officer needs a rank</source>
        <translation>un officier doit avoir un grade</translation>
    </message>
    <message>
        <source>only an officer has a rank</source>
        <translation>seul un officier a un grade</translation>
    </message>
    <message>
        <source>only an officer has bonus points</source>
        <translation>seul un officier a des points de bonus</translation>
    </message>
    <message>
        <source>only an officer has a fault</source>
        <translation>seul un officier a un défaut</translation>
    </message>
    <message>
        <source>only a squad leader has a rating</source>
        <translation>seul un chef d&apos;escouade a une valeur</translation>
    </message>
    <message>
        <source>a gun must be a cannon or a small cannon</source>
        <translation>une pièce doit être un canon ou un petit canon</translation>
    </message>
    <message>
        <source>a cannon is a figure of its own, with the role gun</source>
        <translation>un canon est une figurine à part, avec le rôle « pièce »</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Bonus points: %1 a turn</source>
        <translation>Points de bonus : %1 par tour</translation>
    </message>
    <message>
        <source>Wounds: %1 minor, %2 serious</source>
        <translation>Blessures : %1 légère(s), %2 grave(s)</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Close / effective (in)</source>
        <translation>Courte / efficace (po)</translation>
    </message>
    <message>
        <source>Close weapon</source>
        <translation>Arme de mêlée</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Grade</translation>
    </message>
    <message>
        <source>Mob</source>
        <translation>Foule</translation>
    </message>
    <message>
        <source>Tribe</source>
        <translation>Tribu</translation>
    </message>
    <message>
        <source>Raw militia</source>
        <translation>Milice novice</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Bleus</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Réguliers</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Vétéran</translation>
    </message>
    <message>
        <source>Crack</source>
        <translation>D&apos;élite</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>Formed skirmishers</source>
        <translation>Tirailleurs en ordre serré</translation>
    </message>
    <message>
        <source>Light troops</source>
        <translation>Troupes légères</translation>
    </message>
    <message>
        <source>Grenadiers or guards</source>
        <translation>Grenadiers ou gardes</translation>
    </message>
    <message>
        <source>Marines</source>
        <translation>Infanterie de marine</translation>
    </message>
    <message>
        <source>Sailors</source>
        <translation>Marins</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Dismounted cavalry</source>
        <translation>Cavalerie à pied</translation>
    </message>
    <message>
        <source>Hand-moved artillery</source>
        <translation>Artillerie à bras</translation>
    </message>
    <message>
        <source>Horse artillery</source>
        <translation>Artillerie à cheval</translation>
    </message>
    <message>
        <source>Ensign</source>
        <translation>Enseigne</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Lieutenant</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitaine</translation>
    </message>
    <message>
        <source>Major</source>
        <translation>Major</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Bayonet</source>
        <translation>Baïonnette</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Épée</translation>
    </message>
    <message>
        <source>Pike</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>Pistol</source>
        <translation>Pistolet</translation>
    </message>
    <message>
        <source>Blunderbuss</source>
        <translation>Tromblon</translation>
    </message>
    <message>
        <source>Musket</source>
        <translation>Mousquet</translation>
    </message>
    <message>
        <source>Knox volley gun</source>
        <translation>Fusil à salve de Knox</translation>
    </message>
    <message>
        <source>Rifle</source>
        <translation>Carabine</translation>
    </message>
    <message>
        <source>Cannon, ball</source>
        <translation>Canon, boulet</translation>
    </message>
    <message>
        <source>Cannon, grape</source>
        <translation>Canon, mitraille</translation>
    </message>
    <message>
        <source>Small cannon, ball</source>
        <translation>Petit canon, boulet</translation>
    </message>
    <message>
        <source>Small cannon, grape</source>
        <translation>Petit canon, mitraille</translation>
    </message>
    <message>
        <source>Ranker</source>
        <translation>Homme du rang</translation>
    </message>
    <message>
        <source>Squad leader</source>
        <translation>Chef d&apos;escouade</translation>
    </message>
    <message>
        <source>Officer</source>
        <translation>Officier</translation>
    </message>
    <message>
        <source>Musician</source>
        <translation>Musicien</translation>
    </message>
    <message>
        <source>Colour bearer</source>
        <translation>Porte-drapeau</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Tireur d&apos;élite</translation>
    </message>
    <message>
        <source>Gun crew</source>
        <translation>Servant</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <source>Rash</source>
        <translation>Téméraire</translation>
    </message>
    <message>
        <source>Hesitant</source>
        <translation>Hésitant</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Malchanceux</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Ferme</translation>
    </message>
    <message>
        <source>Retreating to cover</source>
        <translation>Se repliant à l&apos;abri</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation>En fuite</translation>
    </message>
    <message>
        <source>Close range</source>
        <translation>Portée courte</translation>
    </message>
    <message>
        <source>Effective range</source>
        <translation>Portée efficace</translation>
    </message>
    <message>
        <source>Out of range</source>
        <translation>Hors de portée</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>Canon</translation>
    </message>
    <message>
        <source>Small cannon</source>
        <translation>Petit canon</translation>
    </message>
    <message>
        <source>only a gun is limbered</source>
        <translation>seule une pièce est attelée</translation>
    </message>
    <message>
        <source>only a boat has a size</source>
        <translation>seul un canot a une taille</translation>
    </message>
    <message>
        <source>only a boat has rowers</source>
        <translation>seul un canot a des rameurs</translation>
    </message>
    <message>
        <source>only a boat lies at anchor</source>
        <translation>seul un canot est au mouillage</translation>
    </message>
    <message>
        <source>a boat carries no weapon of its own: its men and guns go aboard</source>
        <translation>un canot n&apos;a pas d&apos;arme à lui : ses hommes et ses pièces montent à bord</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Canot</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petit</translation>
    </message>
    <message>
        <source>Large (lands only at a quay)</source>
        <translation>Grand (n&apos;aborde qu&apos;à un quai)</translation>
    </message>
    <message>
        <source>%1: close %2 in, effective %3 in; %4d10 a shot, reloads in %5</source>
        <translation>%1 : courte %2 po, efficace %3 po ; %4d10 par tir, recharge en %5</translation>
    </message>
    <message>
        <source>Loading: %1 to go</source>
        <translation>Chargement : encore %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message numerus="yes">
        <source>%n shots</source>
        <translation>
            <numerusform>%n tir</numerusform>
            <numerusform>%n tirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation>
            <numerusform>%n touche</numerusform>
            <numerusform>%n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds</source>
        <translation>
            <numerusform>%n blessure</numerusform>
            <numerusform>%n blessures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <translation>
            <numerusform>%n homme</numerusform>
            <numerusform>%n hommes</numerusform>
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
    <name>ChosenMenGame</name>
    <message>
        <source>%1 fires at %2: about %3 hits expected.</source>
        <translation>%1 tire sur %2 : environ %3 touches attendues.</translation>
    </message>
    <message>
        <source>%1 charges %2: %3 men against %4%5.</source>
        <translation>%1 charge %2 : %3 hommes contre %4%5.</translation>
    </message>
    <message>
        <source>, who waver</source>
        <translation>, qui flanchent</translation>
    </message>
    <message>
        <source>A squad without its leader needs a new one.</source>
        <translation>Une escouade sans chef doit en recevoir un nouveau.</translation>
    </message>
    <message>
        <source>%1 is wavering: its officer spends his bonus to rally it.</source>
        <translation>%1 flanche : son officier dépense son bonus pour un ralliement.</translation>
    </message>
    <message>
        <source>%1 loads: the enemy is near or it stands in cover.</source>
        <translation>%1 recharge : l&apos;ennemi est proche ou l&apos;unité est à couvert.</translation>
    </message>
    <message>
        <source>%1 tends its wounded while no enemy is near.</source>
        <translation>%1 soigne ses blessés tant qu&apos;aucun ennemi n&apos;est proche.</translation>
    </message>
    <message>
        <source>%1 has arrived: it holds its fire for the enemy to come on.</source>
        <translation>%1 est en position et retient son feu en attendant que l&apos;ennemi avance.</translation>
    </message>
    <message>
        <source>%1 turns to face %2, in range.</source>
        <translation>%1 fait face à %2, à portée.</translation>
    </message>
    <message>
        <source>%1 closes on %2 for a clear shot.</source>
        <translation>%1 se rapproche de %2 pour avoir un tir dégagé.</translation>
    </message>
    <message>
        <source>%1 makes for its objective.</source>
        <translation>%1 se dirige vers son objectif.</translation>
    </message>
    <message>
        <source>%1 goes to hold what the enemy wants.</source>
        <translation>%1 va occuper ce que l&apos;ennemi convoite.</translation>
    </message>
    <message>
        <source>%1 closes on %2 to within musket range.</source>
        <translation>%1 s&apos;approche de %2 jusqu&apos;à portée de mousquet.</translation>
    </message>
    <message>
        <source>The officer keeps among his squads.</source>
        <translation>L&apos;officier reste au milieu de ses escouades.</translation>
    </message>
    <message>
        <source>chosen at random</source>
        <translation>choisi au hasard</translation>
    </message>
    <message>
        <source>card: %1</source>
        <translation>carte : %1</translation>
    </message>
    <message>
        <source>the end of the turn</source>
        <translation>la fin du tour</translation>
    </message>
    <message>
        <source>the next card</source>
        <translation>la carte suivante</translation>
    </message>
    <message>
        <source>Cards turned: %1.</source>
        <translation>Cartes retournées : %1.</translation>
    </message>
    <message>
        <source>%1 acted with its officer already this turn.</source>
        <translation>%1 a déjà agi avec son officier ce tour-ci.</translation>
    </message>
    <message>
        <source>it has taken casualties</source>
        <translation>a subi des pertes</translation>
    </message>
    <message>
        <source>it is fleeing</source>
        <translation>est en fuite</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>The turn limit is reached: a draw.</source>
        <translation>La limite de tours est atteinte : partie nulle.</translation>
    </message>
    <message>
        <source>The turn limit is reached: %1 held out.</source>
        <translation>La limite de tours est atteinte : %1 a tenu bon.</translation>
    </message>
    <message>
        <source>A side breaks, and loses, when half its men are dead, captured or seriously wounded, or when every unit it has left is fleeing.</source>
        <translation>Un camp rompt, et perd, quand la moitié de ses hommes sont morts, capturés ou grièvement blessés, ou quand toutes les unités qui lui restent sont en fuite.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no enemy unit on the table.</source>
        <translation>« %1 » n&apos;est pas une unité ennemie sur la table.</translation>
    </message>
    <message>
        <source>%1 was charged: it fires only once it has passed its morale test.</source>
        <translation>%1 a subi une charge : pas de tir avant d&apos;avoir réussi son test de moral.</translation>
    </message>
    <message>
        <source>No loaded man of %1 has a man of %2 in range and sight.</source>
        <translation>Aucun homme de %1, arme chargée, n&apos;a d&apos;homme de %2 à portée et en vue.</translation>
    </message>
    <message>
        <source>%1 has come within close range of %2, which was holding its fire.</source>
        <translation>%1 entre à portée courte de %2, qui retenait son feu.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no order of this game.</source>
        <translation>« %1 » n&apos;est pas un ordre de ce jeu.</translation>
    </message>
    <message>
        <source>It is not the card of &quot;%1&quot;.</source>
        <translation>Ce n&apos;est pas la carte de « %1 ».</translation>
    </message>
    <message>
        <source>%1 may not do that now: it has acted on this card, is fighting a melee, or its morale forbids it.</source>
        <translation>%1 ne peut pas faire cela maintenant : action déjà faite sur cette carte, mêlée en cours, ou son moral l&apos;interdit.</translation>
    </message>
    <message>
        <source>The gun of %1 is not loaded.</source>
        <translation>La pièce de %1 n&apos;est pas chargée.</translation>
    </message>
    <message>
        <source>The gun of %1 has no crew.</source>
        <translation>La pièce de %1 n&apos;a pas de servants.</translation>
    </message>
    <message>
        <source>The gun of %1 sees no man of %2 within its reach.</source>
        <translation>La pièce de %1 ne voit aucun homme de %2 à sa portée.</translation>
    </message>
    <message>
        <source>ball</source>
        <translation>boulets</translation>
    </message>
    <message>
        <source>grape</source>
        <translation>mitraille</translation>
    </message>
    <message>
        <source>%1 has lost its colours.</source>
        <translation>%1 a perdu son drapeau.</translation>
    </message>
    <message>
        <source>%1 has taken them.</source>
        <translation>%1 l&apos;a pris.</translation>
    </message>
    <message>
        <source>%1 has no squad leader to lead a charge.</source>
        <translation>%1 n&apos;a pas de chef d&apos;escouade pour mener une charge.</translation>
    </message>
    <message>
        <source>%1 is beyond the reach of any roll of %2.</source>
        <translation>%1 est hors d&apos;atteinte, quel que soit le jet de %2.</translation>
    </message>
    <message>
        <source>it charges</source>
        <translation>charge</translation>
    </message>
    <message>
        <source>%1 will not charge.</source>
        <translation>%1 refuse de charger.</translation>
    </message>
    <message>
        <source>refused to charge</source>
        <translation>charge refusée</translation>
    </message>
    <message>
        <source>%1 charges %2 but falls short (%3).</source>
        <translation>%1 charge %2 mais s&apos;arrête trop court (%3).</translation>
    </message>
    <message>
        <source>fell short</source>
        <translation>charge trop courte</translation>
    </message>
    <message>
        <source>it is charged</source>
        <translation>subit une charge</translation>
    </message>
    <message>
        <source>the enemy gave way</source>
        <translation>l&apos;ennemi a cédé</translation>
    </message>
    <message>
        <source>the charge faltered</source>
        <translation>la charge s&apos;est enrayée</translation>
    </message>
    <message>
        <source>%1 charges %2 (%3)%4.</source>
        <translation>%1 charge %2 (%3)%4.</translation>
    </message>
    <message>
        <source>, with the charge bonus</source>
        <translation>, avec le bonus de charge</translation>
    </message>
    <message>
        <source>charged home</source>
        <translation>charge menée au contact</translation>
    </message>
    <message>
        <source>a draw: they fight on</source>
        <translation>égalité : le combat continue</translation>
    </message>
    <message>
        <source>%1 is struck down</source>
        <translation>%1 est abattu</translation>
    </message>
    <message>
        <source>%1 cannot fall back and is taken prisoner</source>
        <translation>%1 ne peut pas reculer et est fait prisonnier</translation>
    </message>
    <message>
        <source>%1 falls back</source>
        <translation>%1 recule</translation>
    </message>
    <message>
        <source>%1 sets off %2.</source>
        <translation>%1 active %2.</translation>
    </message>
    <message>
        <source>A move needs a point on the table: &quot;to&quot;: [x, y].</source>
        <translation>Un mouvement demande un point sur la table : &quot;to&quot;: [x, y].</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>se déplace</translation>
    </message>
    <message>
        <source>%1 rallies it, +%2</source>
        <translation>%1 rallie l&apos;unité, +%2</translation>
    </message>
    <message>
        <source>rallied</source>
        <translation>ralliement réussi</translation>
    </message>
    <message>
        <source>not rallied</source>
        <translation>ralliement manqué</translation>
    </message>
    <message>
        <source>&quot;%1&quot; awaits no promotion %2 can make (within 2 in).</source>
        <translation>« %1 » n&apos;attend aucune promotion que %2 puisse accorder (à 2 po ou moins).</translation>
    </message>
    <message>
        <source>%1 makes %2 squad leader of %3.</source>
        <translation>%1 nomme %2 chef d&apos;escouade de %3.</translation>
    </message>
    <message>
        <source>promoted</source>
        <translation>promu</translation>
    </message>
    <message>
        <source>, halved</source>
        <translation>, divisé par deux</translation>
    </message>
    <message>
        <source>carries on</source>
        <translation>tient bon</translation>
    </message>
    <message>
        <source>retreats to cover</source>
        <translation>se replie à couvert</translation>
    </message>
    <message>
        <source>flees</source>
        <translation>s&apos;enfuit</translation>
    </message>
    <message>
        <source>%1 tests morale (%2): needs %3 or less, rolls %4: %5.</source>
        <translation>%1 teste son moral (%2) : il faut %3 ou moins, obtient %4 : %5.</translation>
    </message>
    <message>
        <source>A move needs a point to go to: &quot;to&quot;: [x, y].</source>
        <translation>Un mouvement demande un point de destination : &quot;to&quot;: [x, y].</translation>
    </message>
    <message>
        <source>&quot;face&quot; should be a point: [x, y].</source>
        <translation>« face » devrait être un point : [x, y].</translation>
    </message>
    <message>
        <source>The point to go to is off the table.</source>
        <translation>Le point de destination est hors de la table.</translation>
    </message>
    <message>
        <source>Every man of %1 is loaded.</source>
        <translation>Toutes les armes de %1 sont déjà chargées.</translation>
    </message>
    <message>
        <source>%1 holds its fire for the first enemy to come within close range.</source>
        <translation>%1 retient son feu pour le premier ennemi qui entrera à portée courte.</translation>
    </message>
    <message>
        <source>holding fire</source>
        <translation>feu retenu</translation>
    </message>
    <message>
        <source>%1 runs off the table and is lost.</source>
        <translation>%1 s&apos;enfuit hors de la table : unité perdue.</translation>
    </message>
    <message>
        <source>Name a man of the side on turn and a point on the table to put him at.</source>
        <translation>Désignez un homme du camp dont c&apos;est le tour et un point de la table où le poser.</translation>
    </message>
    <message>
        <source>%1 is put where he stands on the table.</source>
        <translation>%1 est posé là où il se trouve sur la table.</translation>
    </message>
    <message>
        <source>%1 takes the ground %2 gave up.</source>
        <translation>%1 occupe le terrain abandonné par %2.</translation>
    </message>
    <message>
        <source>%1 closes with the enemy.</source>
        <translation>%1 engage l&apos;ennemi au corps à corps.</translation>
    </message>
    <message>
        <source>it is retreating</source>
        <translation>se replie</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has nobody left to promote.</source>
        <translation>« %1 » n&apos;a plus personne à promouvoir.</translation>
    </message>
    <message>
        <source>Only a unit (or officer) of the card at hand moves, once.</source>
        <translation>Seule une unité (ou un officier) de la carte en cours se déplace, une fois.</translation>
    </message>
    <message>
        <source>beyond the best roll here (%1 in); the move is rolled when you let go</source>
        <translation>au-delà du meilleur jet possible ici (%1 po) ; le mouvement est lancé quand vous relâchez</translation>
    </message>
    <message>
        <source>%1 charges %2, who stands alone: he must run or give himself up.</source>
        <translation>%1 charge %2, resté seul : il doit fuir ou se rendre.</translation>
    </message>
    <message>
        <source>%1 charges %2, alone (%3): he has moved this turn already and gives himself up.</source>
        <translation>%1 charge %2, seul (%3) : il a déjà bougé ce tour et se rend.</translation>
    </message>
    <message>
        <source>%1 charges %2, alone (%3): he flees.</source>
        <translation>%1 charge %2, seul (%3) : il s&apos;enfuit.</translation>
    </message>
    <message>
        <source>he gave himself up</source>
        <translation>il s&apos;est rendu</translation>
    </message>
    <message>
        <source>he fled</source>
        <translation>il s&apos;est enfui</translation>
    </message>
    <message>
        <source>%1 of %2 stands guard over its prisoners (%3).</source>
        <translation>%1 (%2) monte la garde sur ses prisonniers (%3).</translation>
    </message>
    <message>
        <source>%1 may not take its gun along: it is loaded, or too few men are left to move it.</source>
        <translation>%1 ne peut pas emmener sa pièce : elle est chargée, ou il reste trop peu d&apos;hommes pour la déplacer.</translation>
    </message>
    <message>
        <source>%1 has a man seriously wounded: its officer&apos;s bonus brings him back to the fight.</source>
        <translation>%1 a un homme grièvement blessé : le bonus de son officier le ramène au combat.</translation>
    </message>
    <message>
        <source>The enemy is within %1 in of %2: its officer keeps a re-roll ready for its next morale test.</source>
        <translation>L&apos;ennemi est à %1 po ou moins de %2 : son officier garde une relance prête pour son prochain test de moral.</translation>
    </message>
    <message>
        <source>%1 spends his bonus on a re-roll: the next failed morale test of a squad of his within %2 in this turn is rolled again.</source>
        <translation>%1 dépense son bonus pour une relance : le prochain test de moral raté d&apos;une de ses escouades à %2 po ou moins sera relancé ce tour.</translation>
    </message>
    <message>
        <source>re-roll ready</source>
        <translation>relance prête</translation>
    </message>
    <message>
        <source>An officer moves, rallies, promotes, removes wounds or readies a re-roll.</source>
        <translation>Un officier se déplace, rallie, promeut, retire des blessures ou prépare une relance.</translation>
    </message>
    <message>
        <source>%1: none of his squads is within %2 in and still to act.</source>
        <translation>%1 : aucune de ses escouades n&apos;est à %2 po ou moins sans avoir encore agi.</translation>
    </message>
    <message>
        <source>%1 rallies it, +%2 (rash: %3)</source>
        <translation>%1 la rallie, +%2 (téméraire : %3)</translation>
    </message>
    <message>
        <source>rolled again on %1&apos;s bonus</source>
        <translation>relancé grâce au bonus de %1</translation>
    </message>
    <message>
        <source>%1 fights alone with three on him: he yields rather than die.</source>
        <translation>%1 se bat seul contre trois : il se rend plutôt que de mourir.</translation>
    </message>
    <message>
        <source>%1 has no squad leader in a melee on this card to yield.</source>
        <translation>%1 n&apos;a pas de chef d&apos;escouade en mêlée sur cette carte qui puisse se rendre.</translation>
    </message>
    <message>
        <source>%1 of %2 yields to %3: taken prisoner, unhurt.</source>
        <translation>%1 de %2 se rend à %3 : fait prisonnier, indemne.</translation>
    </message>
    <message>
        <source>yielded</source>
        <translation>s&apos;est rendu</translation>
    </message>
    <message>
        <source>%1 charges %2, who stands alone: %3 men against him in melee.</source>
        <translation>%1 charge %2, qui est seul : %3 hommes contre lui en mêlée.</translation>
    </message>
    <message>
        <source>%1 fights for his life: his bonus goes on his own melee.</source>
        <translation>%1 se bat pour sa vie : son bonus va à sa propre mêlée.</translation>
    </message>
    <message>
        <source>%1 spends his bonus on his own melee: +%2 on his die this turn.</source>
        <translation>%1 dépense son bonus pour sa propre mêlée : +%2 à son dé ce tour.</translation>
    </message>
    <message>
        <source>+%1 in his melee</source>
        <translation>+%1 dans sa mêlée</translation>
    </message>
    <message>
        <source>%1 may charge only an enemy officer standing alone (nobody of his side within 2 in) and not fighting already, within reach of its best roll.</source>
        <translation>%1 ne peut charger qu&apos;un officier ennemi seul (personne de son camp à 2 po ou moins) et pas déjà en mêlée, à portée de son meilleur jet.</translation>
    </message>
    <message>
        <source>%1 yields to %2: taken prisoner, unhurt.</source>
        <translation>%1 se rend à %2 : fait prisonnier, indemne.</translation>
    </message>
    <message>
        <source>%1 turns its gun to bear on %2: more than 45°, its move.</source>
        <translation>%1 tourne sa pièce vers %2 : plus de 45°, c&apos;est son mouvement.</translation>
    </message>
    <message>
        <source>%1 unlimbers: %2 is within its gun&apos;s reach.</source>
        <translation>%1 met en batterie : %2 est à portée de sa pièce.</translation>
    </message>
    <message>
        <source>%1 limbers up to move on: no enemy is within its gun&apos;s reach.</source>
        <translation>%1 attelle pour se porter plus loin : aucun ennemi n&apos;est à portée de sa pièce.</translation>
    </message>
    <message>
        <source>%1 spikes the enemy gun it stands at: two turns at it and the gun is out of the game.</source>
        <translation>%1 encloue la pièce ennemie qu&apos;elle touche : deux tours à l&apos;ouvrage et la pièce est hors de combat.</translation>
    </message>
    <message>
        <source>The gun of %1 is limbered up: it must unlimber to fire.</source>
        <translation>La pièce de %1 est attelée : elle doit se mettre en batterie pour tirer.</translation>
    </message>
    <message>
        <source>%1 is no horse artillery free to limber or unlimber its gun.</source>
        <translation>%1 n&apos;est pas une artillerie à cheval libre d&apos;atteler ou de mettre en batterie sa pièce.</translation>
    </message>
    <message>
        <source>%1 unlimbers its gun: turn %2 of %3.</source>
        <translation>%1 met sa pièce en batterie : tour %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 limbers up its gun: turn %2 of %3.</source>
        <translation>%1 attelle sa pièce : tour %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 has limbered up: it may move, not fire.</source>
        <translation>%1 a attelé : elle peut se déplacer, pas tirer.</translation>
    </message>
    <message>
        <source>%1 has unlimbered: its gun may fire, not move.</source>
        <translation>%1 est en batterie : sa pièce peut tirer, pas se déplacer.</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>attelé</translation>
    </message>
    <message>
        <source>unlimbered</source>
        <translation>en batterie</translation>
    </message>
    <message>
        <source>%1 may spike only an enemy gun a man of it touches, crack troops or artillerymen free to act.</source>
        <translation>%1 ne peut enclouer qu&apos;une pièce ennemie que touche un de ses hommes, s&apos;il s&apos;agit de troupes d&apos;élite ou d&apos;artilleurs libres d&apos;agir.</translation>
    </message>
    <message>
        <source>%1 sets about spiking the gun of %2 (turn %3 of %4).</source>
        <translation>%1 entreprend d&apos;enclouer la pièce de %2 (tour %3 sur %4).</translation>
    </message>
    <message>
        <source>spiking</source>
        <translation>enclouage en cours</translation>
    </message>
    <message>
        <source>%1 has spiked the gun of %2: it is out of the game.</source>
        <translation>%1 a encloué la pièce de %2 : elle est hors de combat.</translation>
    </message>
    <message>
        <source>spiked</source>
        <translation>enclouée</translation>
    </message>
    <message>
        <source>%1 tap-loads its rifles: the enemy is within %2 in, a musket&apos;s reach, and they fire next turn.</source>
        <translation>%1 charge ses carabines à la hâte : l&apos;ennemi est à %2 po ou moins, portée d&apos;un mousquet, et elles tirent au prochain tour.</translation>
    </message>
    <message>
        <source>No enemy is near: the musician of %1 treats a seriously wounded man of %2.</source>
        <translation>Aucun ennemi n&apos;est proche : le musicien de %1 soigne un homme grièvement blessé de %2.</translation>
    </message>
    <message>
        <source>The musician of %1 reaches no seriously wounded man of &quot;%2&quot; (a unit of his command within %3 in).</source>
        <translation>Le musicien de %1 n&apos;atteint aucun homme grièvement blessé de « %2 » (une unité de son commandement à %3 po ou moins).</translation>
    </message>
    <message>
        <source>%1 fires by ranks at %2 on its officer&apos;s word: the enemy is within a charge of it, and half its men keep their loads.</source>
        <translation>%1 fait feu par rangs sur %2 à l&apos;ordre de son officier : l&apos;ennemi est à portée de charge, et la moitié de ses hommes garde sa charge.</translation>
    </message>
    <message>
        <source>%1&apos;s boat touches the shore: it lands.</source>
        <translation>Le canot de %1 touche le rivage : il débarque.</translation>
    </message>
    <message>
        <source>%1 weighs its boat&apos;s anchor to row for the shore.</source>
        <translation>%1 lève l&apos;ancre de son canot pour ramer vers le rivage.</translation>
    </message>
    <message>
        <source>%1 rows for the shore by its objective.</source>
        <translation>%1 rame vers le rivage près de son objectif.</translation>
    </message>
    <message>
        <source>Rowing needs a point to row to: &quot;to&quot;: [x, y].</source>
        <translation>Ramer demande un point où aller : &quot;to&quot; : [x, y].</translation>
    </message>
    <message>
        <source>%1 rows no boat now: none of its men is aboard one, it lies at anchor, or fewer than half those aboard can pull an oar.</source>
        <translation>%1 ne mène aucun canot à la rame : aucun de ses hommes n&apos;est à bord, il est au mouillage, ou moins de la moitié de ceux à bord peut tirer sur un aviron.</translation>
    </message>
    <message>
        <source>rowed %1 in</source>
        <translation>%1 po à la rame</translation>
    </message>
    <message>
        <source>%1 cannot land: its boat does not touch the shore, or is a large boat away from a quay.</source>
        <translation>%1 ne peut débarquer : son canot ne touche pas le rivage, ou c&apos;est un grand canot loin d&apos;un quai.</translation>
    </message>
    <message>
        <source>%1 lands from %2 at the quay.</source>
        <translation>%1 débarque de %2 au quai.</translation>
    </message>
    <message>
        <source>%1 lands from %2: rolls %3, lands.</source>
        <translation>%1 débarque de %2 : obtient %3, débarque.</translation>
    </message>
    <message>
        <source>%1 tries to land from %2: rolls %3, drifts along the shore.</source>
        <translation>%1 tente de débarquer de %2 : obtient %3, dérive le long du rivage.</translation>
    </message>
    <message>
        <source>%1 tries to land from %2: rolls %3, capsizes: the cargo is lost, everyone wades ashore, and the powder is wet for two turns.</source>
        <translation>%1 tente de débarquer de %2 : obtient %3, chavire : la cargaison est perdue, tous gagnent la rive à gué, et la poudre est mouillée pour deux tours.</translation>
    </message>
    <message>
        <source>%1 has no boat to anchor, or too few hands aboard to weigh its anchor (%2).</source>
        <translation>%1 n&apos;a pas de canot à mouiller, ou trop peu de bras à bord pour lever l&apos;ancre (%2).</translation>
    </message>
    <message>
        <source>%1 drops %2&apos;s anchor.</source>
        <translation>%1 jette l&apos;ancre de %2.</translation>
    </message>
    <message>
        <source>%1 weighs %2&apos;s anchor: turn %3 of %4.</source>
        <translation>%1 lève l&apos;ancre de %2 : tour %3 sur %4.</translation>
    </message>
    <message>
        <source>%1 has weighed %2&apos;s anchor: it may row.</source>
        <translation>%1 a levé l&apos;ancre de %2 : il peut ramer.</translation>
    </message>
    <message>
        <source>%1 cannot board &quot;%2&quot;: no boat of its side within its best roll, less %3 in for boarding.</source>
        <translation>%1 ne peut embarquer sur « %2 » : aucun canot de son camp à portée de son meilleur jet, moins %3 po pour embarquer.</translation>
    </message>
    <message>
        <source>%1 boards %2: rolls %3 = %4 in less %5 for boarding, enough.</source>
        <translation>%1 embarque sur %2 : obtient %3 = %4 po moins %5 pour embarquer, c&apos;est assez.</translation>
    </message>
    <message>
        <source>%1 makes for %2: rolls %3 = %4 in less %5 for boarding, too short to reach it.</source>
        <translation>%1 se dirige vers %2 : obtient %3 = %4 po moins %5 pour embarquer, trop court pour l&apos;atteindre.</translation>
    </message>
    <message>
        <source>Too few of those aboard %1 row: the current takes it %2 in.</source>
        <translation>Trop peu de ceux à bord de %1 rament : le courant l&apos;emporte de %2 po.</translation>
    </message>
    <message>
        <source>%1 fires by ranks only formed, on the card of an officer who sets it off.</source>
        <translation>%1 ne fait feu par rangs que formé, sur la carte d&apos;un officier qui le met en action.</translation>
    </message>
    <message>
        <source>No loaded man of %1 has a man of &quot;%2&quot; in range and sight.</source>
        <translation>Aucun homme chargé de %1 n&apos;a un homme de « %2 » à portée et en vue.</translation>
    </message>
    <message>
        <source>He has moved on this card already, is fighting a melee, or is aboard a boat.</source>
        <translation>Il a déjà bougé sur cette carte, il se bat en mêlée, ou il est à bord d&apos;un canot.</translation>
    </message>
    <message>
        <source>%1 has men aboard a boat: it rows it, or lands.</source>
        <translation>%1 a des hommes à bord d&apos;un canot : il le mène à la rame, ou débarque.</translation>
    </message>
    <message>
        <source>Nobody of the crew of %1 stands within 2 in of its gun to load it.</source>
        <translation>Aucun servant de %1 ne se tient à moins de 2 pouces de sa pièce pour la charger.</translation>
    </message>
    <message>
        <source>%1 cannot remove wounds in &quot;%2&quot;: a wounded unit of his side within 2 in, with as many points of his bonus left this turn.</source>
        <translation>%1 ne peut pas soigner « %2 » : il faut une unité blessée de son camp à 2 po ou moins, et autant de points de son bonus restant ce tour.</translation>
    </message>
    <message>
        <source>%1 has no bonus left to spend this turn, or a re-roll ready already.</source>
        <translation>%1 n&apos;a plus de bonus à dépenser ce tour, ou a déjà une relance prête.</translation>
    </message>
    <message>
        <source>%1 spends his bonus on his own melee only while he fights one, with as many points of it left this turn.</source>
        <translation>%1 ne dépense son bonus dans sa propre mêlée que pendant qu&apos;il y combat, avec autant de points restant ce tour.</translation>
    </message>
    <message>
        <source>%1 cannot rally &quot;%2&quot;: a unit of his side that is retreating or fleeing, within 2 in, with as many points of his bonus left this turn.</source>
        <translation>%1 ne peut pas rallier « %2 » : il faut une unité de son camp en retraite ou en fuite, à 2 po ou moins, et autant de points de son bonus restant ce tour.</translation>
    </message>
    <message>
        <source>%1 rows %2: rolls 2d10: %3, current %4 = %5 in, goes %6.</source>
        <translation>%1 rame %2 : jette 2d10 : %3, courant %4 = %5 po, avance de %6.</translation>
    </message>
    <message>
        <source>%1 spends his bonus on the wounded of %2: %3 removed.</source>
        <translation>%1 dépense son bonus pour les blessés de %2 : %3 retirées.</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 retirée(s)</translation>
    </message>
    <message>
        <source>Turn %1: %2 shuffled.</source>
        <translation>Tour %1 : %2 mélangées.</translation>
    </message>
    <message>
        <source>%1 fires by ranks on its officer&apos;s word: %2 of the %3 loaded fired, the others keep their loads.</source>
        <translation>%1 tire par rangs à l&apos;ordre de son officier : %2 des %3 chargés ont tiré, les autres gardent leur charge.</translation>
    </message>
    <message>
        <source>Of the %1 loading, %2 ready.</source>
        <translation>Des %1 qui chargent, %2 prêts.</translation>
    </message>
    <message>
        <source>a minor wound</source>
        <translation>une blessure légère</translation>
    </message>
    <message>
        <source>a serious wound</source>
        <translation>une blessure grave</translation>
    </message>
    <message>
        <source>a fatal wound</source>
        <translation>une blessure mortelle</translation>
    </message>
    <message>
        <source>wound die %1</source>
        <translation>dé de blessure %1</translation>
    </message>
    <message>
        <source>wound dice %1</source>
        <translation>dés de blessure %1</translation>
    </message>
    <message>
        <source>%1 fires a volley at %2: %3, %4</source>
        <translation>%1 tire une salve sur %2 : %3, %4</translation>
    </message>
    <message>
        <source>%1 fires at %2: %3, %4</source>
        <translation>%1 tire sur %2 : %3, %4</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 is hit: %2 (%3)%4.</source>
        <translation>%1 est touché : %2 (%3)%4.</translation>
    </message>
    <message>
        <source>; he falls</source>
        <translation> ; il tombe</translation>
    </message>
    <message>
        <source>%1&apos;s carriage is hit (%2): it is destroyed.</source>
        <translation>L&apos;affût de %1 est touché (%2) : il est détruit.</translation>
    </message>
    <message>
        <source>%1&apos;s carriage is hit (%2): 1 serious wound on it so far.</source>
        <translation>L&apos;affût de %1 est touché (%2) : 1 blessure grave jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>%1&apos;s carriage is hit (%2): %3 serious wounds on it so far.</source>
        <translation>L&apos;affût de %1 est touché (%2) : %3 blessures graves jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>%1&apos;s horse, badly hurt, throws him and bolts %2 in (rolls %3), %4° clockwise from the top of the table.</source>
        <translation>Le cheval de %1, gravement touché, le désarçonne et s&apos;emballe sur %2 po (jet %3), à %4° dans le sens horaire depuis le haut de la table.</translation>
    </message>
    <message>
        <source>The gun of %1 fires %2 at %3: %4.</source>
        <translation>Le canon de %1 tire %2 sur %3 : %4.</translation>
    </message>
    <message>
        <source>%1 rolls %2 (%3 in all) against %4&apos;s %5 (%6 in all): %7.</source>
        <translation>%1 obtient %2 (%3 en tout) contre %5 de %4 (%6 en tout) : %7.</translation>
    </message>
    <message>
        <source>%1 (%2 close up)</source>
        <translation>%1 (%2 serrent)</translation>
    </message>
    <message>
        <source>moved %1</source>
        <translation>a bougé de %1</translation>
    </message>
    <message>
        <source>rolls %1</source>
        <translation>jette %1</translation>
    </message>
    <message>
        <source>, the %1 dropped</source>
        <translation>, le %1 écarté</translation>
    </message>
    <message>
        <source>, +%1</source>
        <translation>, +%1</translation>
    </message>
    <message>
        <source>, −%1</source>
        <translation>, −%1</translation>
    </message>
    <message>
        <source>%1: %2 in</source>
        <translation>%1 : %2 po</translation>
    </message>
    <message>
        <source>, 1 obstacle crossed</source>
        <translation>, 1 obstacle franchi</translation>
    </message>
    <message>
        <source>, %1 obstacles crossed</source>
        <translation>, %1 obstacles franchis</translation>
    </message>
    <message>
        <source>%1 turns where he stands.</source>
        <translation>%1 pivote sur place.</translation>
    </message>
    <message>
        <source>%1 turns where it stands.</source>
        <translation>%1 pivote sur place.</translation>
    </message>
    <message>
        <source>%1 %2, but its leader stands there already: it closes on him where he stands.</source>
        <translation>%1 %2, mais son chef s&apos;y tient déjà : elle serre sur lui là où il est.</translation>
    </message>
    <message>
        <source>%1 %2, but stays where he stands (%3).</source>
        <translation>%1 %2, mais reste où il est (%3).</translation>
    </message>
    <message>
        <source>%1 %2, but stays where it stands (%3).</source>
        <translation>%1 %2, mais reste où elle est (%3).</translation>
    </message>
    <message>
        <source>%1 %2 %3 (%4).</source>
        <translation>%1 %2 de %3 (%4).</translation>
    </message>
    <message>
        <source>%1 loads: %2 ready to fire.</source>
        <translation>%1 charge : %2 prêts à tirer.</translation>
    </message>
    <message>
        <source>%1 ready</source>
        <translation>%1 prêts</translation>
    </message>
    <message>
        <source>%1 tends its wounded: %2 treated.</source>
        <translation>%1 soigne ses blessés : %2 soignées.</translation>
    </message>
    <message>
        <source>%1 tends its wounded, and its musician a man of %2: %3 treated.</source>
        <translation>%1 soigne ses blessés, et son musicien un homme de %2 : %3 soignées.</translation>
    </message>
    <message>
        <source>%1 treated</source>
        <translation>%1 soignée(s)</translation>
    </message>
    <message>
        <source>Rolled %1.</source>
        <translation>Jet : %1.</translation>
    </message>
    <message>
        <source>Its crew needs %1 to load it again.</source>
        <translation>Ses servants ont besoin de %1 pour la recharger.</translation>
    </message>
    <message>
        <source>%1 takes the ground %2 gave up (%3).</source>
        <translation>%1 occupe le terrain abandonné par %2 (%3).</translation>
    </message>
    <message>
        <source>%1&apos;s charge at %2 falters: its squad leader has fallen (%3).</source>
        <translation>La charge de %1 sur %2 faiblit : son chef de groupe est tombé (%3).</translation>
    </message>
    <message>
        <source>%1 rolled %2 against %3&apos;s %4, for nothing: one of them is out of the fight already.</source>
        <translation>%1 a obtenu %2 contre %4 de %3, pour rien : l&apos;un d&apos;eux est déjà hors de combat.</translation>
    </message>
    <message>
        <source>Its gun is loaded.</source>
        <translation>Sa pièce est chargée.</translation>
    </message>
    <message>
        <source>Its gun&apos;s reload counter turns to %1.</source>
        <translation>Le compteur de rechargement de sa pièce passe à %1.</translation>
    </message>
    <message>
        <source>%1 loads.</source>
        <translation>%1 charge ses armes.</translation>
    </message>
    <message>
        <source>%1 holds its fire.</source>
        <translation>%1 retient son feu.</translation>
    </message>
    <message>
        <source>%1 has broken: %2 of its %3 men are lost (dead, captured or seriously wounded), half or more.</source>
        <translation>%1 a rompu : %2 de ses %3 hommes sont perdus (tués, capturés ou grièvement blessés), la moitié ou plus.</translation>
    </message>
    <message>
        <source>%1 has broken: every unit it has left is fleeing.</source>
        <translation>%1 a rompu : toutes les unités qui lui restent fuient.</translation>
    </message>
    <message>
        <source>%1 (re-rolled %2 for who is struck)</source>
        <translation>%1 (relancé %2 pour savoir qui est touché)</translation>
    </message>
    <message>
        <source>%1 has lost its squad leader, and no officer has promoted another: it must seek cover.</source>
        <translation>%1 a perdu son chef d&apos;escouade et aucun officier n&apos;en a promu un autre : l&apos;unité doit se mettre à couvert.</translation>
    </message>
</context>
<context>
    <name>ChosenMenLog</name>
    <message>
        <source>anchoring</source>
        <translation>mouillage</translation>
    </message>
    <message>
        <source>boarding</source>
        <translation>embarquement</translation>
    </message>
    <message>
        <source>bolting horse</source>
        <translation>cheval emballé</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>cadence</source>
        <translation>cadence</translation>
    </message>
    <message>
        <source>cards dealt</source>
        <translation>cartes distribuées</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>charge</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>drapeau</translation>
    </message>
    <message>
        <source>drift</source>
        <translation>dérive</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>tir</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>garde</translation>
    </message>
    <message>
        <source>treatment</source>
        <translation>soins</translation>
    </message>
    <message>
        <source>holding fire</source>
        <translation>tir retenu</translation>
    </message>
    <message>
        <source>landing</source>
        <translation>débarquement</translation>
    </message>
    <message>
        <source>limbering</source>
        <translation>attelage</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>chargement</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>moral</translation>
    </message>
    <message>
        <source>promotion</source>
        <translation>promotion</translation>
    </message>
    <message>
        <source>rout</source>
        <translation>déroute</translation>
    </message>
    <message>
        <source>rowing</source>
        <translation>rame</translation>
    </message>
    <message>
        <source>spiking</source>
        <translation>enclouage</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>blessure</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>reddition</translation>
    </message>
</context>
<context>
    <name>ChosenMenLooks</name>
    <message>
        <source>Officer</source>
        <translation>Officier</translation>
    </message>
    <message>
        <source>Squad leader</source>
        <translation>Chef d&apos;escouade</translation>
    </message>
    <message>
        <source>Musician</source>
        <translation>Musicien</translation>
    </message>
    <message>
        <source>Colour bearer</source>
        <translation>Porte-drapeau</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Tireur d&apos;élite</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <source>Unit retreating to cover</source>
        <translation>Unité se repliant à l&apos;abri</translation>
    </message>
    <message>
        <source>Unit fleeing</source>
        <translation>Unité en fuite</translation>
    </message>
    <message>
        <source>Boat (the men on it are aboard)</source>
        <translation>Canot (les hommes dessus sont à bord)</translation>
    </message>
</context>
<context>
    <name>ChosenMenReference</name>
    <message>
        <source>The turn: a card per unit and per officer</source>
        <translation>Le tour : une carte par unité et par officier</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Ce qui se passe</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mélanger</translation>
    </message>
    <message>
        <source>Every card into the deck: new units join it, lost ones leave it.</source>
        <translation>Toutes les cartes dans le paquet : les nouvelles unités y entrent, les unités perdues en sortent.</translation>
    </message>
    <message>
        <source>Turn two</source>
        <translation>En retourner deux</translation>
    </message>
    <message>
        <source>Turn the top two cards; each unit turned tests its morale if it must, takes one action (move, load, fire, hold fire, heal) and fights its melee.</source>
        <translation>Retournez les deux cartes du dessus ; chaque unité retournée teste son moral s&apos;il le faut, fait une action (bouger, charger, tirer, retenir son feu, soigner) et livre sa mêlée.</translation>
    </message>
    <message>
        <source>Officers</source>
        <translation>Officiers</translation>
    </message>
    <message>
        <source>An officer&apos;s card lets him use his bonus and sets off the squads of his command whose leader is within %1 in and that have not acted: they form up on their leaders and act as one.</source>
        <translation>La carte d&apos;un officier lui permet d&apos;utiliser son bonus et active les escouades de son commandement dont le chef est à %1 po ou moins et qui n&apos;ont pas encore agi : elles se forment sur leurs chefs et agissent ensemble.</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Épuisé</translation>
    </message>
    <message>
        <source>When the deck is spent, a new turn begins.</source>
        <translation>Quand le paquet est épuisé, un nouveau tour commence.</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>Weapons (ranges in inches)</source>
        <translation>Armes (portées en pouces)</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Rechargement</translation>
    </message>
    <message>
        <source>d10</source>
        <translation>d10</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Courte</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>Efficace</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <source>%1, drop lowest</source>
        <translation>%1, sans le plus bas</translation>
    </message>
    <message>
        <source>%1, drop highest</source>
        <translation>%1, sans le plus haut</translation>
    </message>
    <message>
        <source>Movement (inches, rolled each move)</source>
        <translation>Mouvement (pouces, lancé à chaque mouvement)</translation>
    </message>
    <message>
        <source>Woods, water and buildings halve; low walls and fences cost %1 in; each serious wound in the unit %2 in.</source>
        <translation>Bois, eau et bâtiments divisent par deux ; murets et clôtures coûtent %1 po ; chaque blessure grave de l&apos;unité %2 po.</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Troupes</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Découvert</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Hills, difficult</source>
        <translation>Collines, difficile</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>Cavalry, mounted officers</source>
        <translation>Cavalerie, officiers montés</translation>
    </message>
    <message>
        <source>Hand-moved artillery</source>
        <translation>Artillerie à bras</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Morale test: a d10 at or under the morale</source>
        <translation>Test de moral : un d10 égal ou inférieur au moral</translation>
    </message>
    <message>
        <source>Each casualty</source>
        <translation>Chaque perte</translation>
    </message>
    <message>
        <source>Squad leader or officer lost</source>
        <translation>Chef d&apos;escouade ou officier perdu</translation>
    </message>
    <message>
        <source>Each casualty from artillery, more</source>
        <translation>Chaque perte due à l&apos;artillerie, en plus</translation>
    </message>
    <message>
        <source>Supported by formed troops</source>
        <translation>Soutenu par des troupes formées</translation>
    </message>
    <message>
        <source>Formed</source>
        <translation>En ordre serré</translation>
    </message>
    <message>
        <source>Defending hard cover or a building</source>
        <translation>Défend un couvert dur ou un bâtiment</translation>
    </message>
    <message>
        <source>With the colours</source>
        <translation>Avec le drapeau</translation>
    </message>
    <message>
        <source>Colours lost</source>
        <translation>Drapeau perdu</translation>
    </message>
    <message>
        <source>Enemy colours taken</source>
        <translation>Drapeau ennemi pris</translation>
    </message>
    <message>
        <source>Marines afloat</source>
        <translation>Infanterie de marine à flot</translation>
    </message>
    <message>
        <source>Firing: a casualty on a modified 8 or more</source>
        <translation>Tir : une perte sur 8 ou plus modifié</translation>
    </message>
    <message>
        <source>Close range</source>
        <translation>Portée courte</translation>
    </message>
    <message>
        <source>Volley</source>
        <translation>Salve</translation>
    </message>
    <message>
        <source>Target formed or mounted</source>
        <translation>Cible en ordre serré ou montée</translation>
    </message>
    <message>
        <source>Mounted firer</source>
        <translation>Tireur monté</translation>
    </message>
    <message>
        <source>Target skirmishers</source>
        <translation>Cible en tirailleurs</translation>
    </message>
    <message>
        <source>Target in soft cover</source>
        <translation>Cible à couvert léger</translation>
    </message>
    <message>
        <source>Target in hard cover</source>
        <translation>Cible à couvert dur</translation>
    </message>
    <message>
        <source>Add the weapon&apos;s and the firer&apos;s quality. A natural 0 hits: roll again, 1–5 a ranker, 6–8 the squad leader, 9–0 an officer.</source>
        <translation>Ajoutez l&apos;arme et la qualité du tireur. Un 0 naturel touche : relancez, 1–5 un homme du rang, 6–8 le chef d&apos;escouade, 9–0 un officier.</translation>
    </message>
    <message>
        <source>Melee: up to three attackers on one defender&apos;s die</source>
        <translation>Mêlée : jusqu&apos;à trois attaquants contre le dé d&apos;un défenseur</translation>
    </message>
    <message>
        <source>Charging over open ground</source>
        <translation>Charge en terrain découvert</translation>
    </message>
    <message>
        <source>Sword, bayonet or pike</source>
        <translation>Épée, baïonnette ou pique</translation>
    </message>
    <message>
        <source>Defending soft cover</source>
        <translation>Défend un couvert léger</translation>
    </message>
    <message>
        <source>Defending hard cover</source>
        <translation>Défend un couvert dur</translation>
    </message>
    <message>
        <source>Charged in a building</source>
        <translation>Chargé dans un bâtiment</translation>
    </message>
    <message>
        <source>Formed with bayonets, cavalry in front</source>
        <translation>En ordre serré à la baïonnette, cavalerie de front</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>À cheval</translation>
    </message>
    <message>
        <source>Outnumbered</source>
        <translation>En infériorité numérique</translation>
    </message>
    <message>
        <source>Out of command</source>
        <translation>Hors commandement</translation>
    </message>
    <message>
        <source>Colour bearer</source>
        <translation>Porte-drapeau</translation>
    </message>
    <message>
        <source>Add the quality. Beaten by 1–2: fall back; by 3 or more: a wound die per point.</source>
        <translation>Ajoutez la qualité. Battu de 1–2 : recul ; de 3 ou plus : un dé de blessure par point.</translation>
    </message>
    <message>
        <source>The wound die</source>
        <translation>Le dé de blessure</translation>
    </message>
    <message>
        <source>Three minor wounds make a serious one; two serious ones kill.</source>
        <translation>Trois blessures légères en font une grave ; deux graves tuent.</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Blessure</translation>
    </message>
    <message>
        <source>minor</source>
        <translation>légère</translation>
    </message>
    <message>
        <source>serious</source>
        <translation>grave</translation>
    </message>
    <message>
        <source>fatal</source>
        <translation>mortelle</translation>
    </message>
    <message>
        <source>Chosen Men Fat — quick reference</source>
        <translation>Chosen Men Fat — aide-mémoire</translation>
    </message>
    <message>
        <source>The turn, troops, weapons and movement</source>
        <translation>Le tour, les troupes, les armes et le mouvement</translation>
    </message>
    <message>
        <source>Morale, firing and melee</source>
        <translation>Moral, tir et mêlée</translation>
    </message>
    <message>
        <source>1–2 over: retreat to cover. 3 or more over: flee. An officer within %1 in adds what he spends; on its own card, its squad leader&apos;s rating.</source>
        <translation>1–2 au-dessus : repli à couvert. 3 ou plus au-dessus : fuite. Un officier à %1 po ou moins ajoute ce qu&apos;il dépense ; sur sa propre carte, l&apos;unité ajoute la valeur de son chef d&apos;escouade.</translation>
    </message>
</context>
<context>
    <name>ChosenMenRoster</name>
    <message>
        <source>%1 %2, base morale %3; command %4</source>
        <translation>%1, %2, moral de base %3 ; commandement %4</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Close / effective (in)</source>
        <translation>Courte / efficace (po)</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>Chargement</translation>
    </message>
    <message>
        <source>Minor wounds</source>
        <translation>Blessures légères</translation>
    </message>
    <message>
        <source>Serious wounds</source>
        <translation>Blessures graves</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Retreating</source>
        <translation>En retraite</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation>En fuite</translation>
    </message>
    <message>
        <source>%1 — roster</source>
        <translation>%1 — liste des troupes</translation>
    </message>
</context>
<context>
    <name>CombatReport</name>
    <message>
        <source>soft cover</source>
        <translation>couvert léger</translation>
    </message>
    <message>
        <source>hard cover</source>
        <translation>couvert lourd</translation>
    </message>
    <message>
        <source>in the open</source>
        <translation>à découvert</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>blessé</translation>
    </message>
    <message>
        <source>grazed, no harm</source>
        <translation>éraflé, sans mal</translation>
    </message>
    <message>
        <source>%1 is killed</source>
        <translation>%1 est tué</translation>
    </message>
    <message>
        <source>%1 is wounded</source>
        <translation>%1 est blessé</translation>
    </message>
    <message>
        <source>no harm done</source>
        <translation>aucun mal</translation>
    </message>
    <message>
        <source>%1 fire at %2</source>
        <translation>Tir de %1 sur %2</translation>
    </message>
    <message>
        <source>To hit (D8, the class modifier added)</source>
        <translation>Toucher (D8, modificateur de classe compris)</translation>
    </message>
    <message>
        <source>Where the hits fall, and the damage (D6)</source>
        <translation>Où tombent les touches, et les dégâts (D6)</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>touché</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>manqué</translation>
    </message>
    <message>
        <source>%1, read as %2</source>
        <translation>%1, lu comme %2</translation>
    </message>
    <message>
        <source>%1&apos;s hit falls on %2 (allocation die %3); damage die %4: %5</source>
        <translation>La touche de %1 tombe sur %2 (dé d&apos;attribution %3) ; dé de dégâts %4 : %5</translation>
    </message>
    <message>
        <source>No one is hurt</source>
        <translation>Personne n&apos;est touché</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Melee: %1 against %2</source>
        <translation>Mêlée : %1 contre %2</translation>
    </message>
    <message>
        <source>Pairing (no man fights two while a foe stands free)</source>
        <translation>Appariement (nul ne combat deux hommes tant qu&apos;un adversaire reste libre)</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Dice (D6 and modifiers)</source>
        <translation>Dés (D6 et modificateurs)</translation>
    </message>
    <message>
        <source>%1 class</source>
        <translation>%1 classe</translation>
    </message>
    <message>
        <source>%1 outnumbered</source>
        <translation>%1 en infériorité</translation>
    </message>
    <message>
        <source>%1 better weapon</source>
        <translation>%1 meilleure arme</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 obtient %2</translation>
    </message>
    <message>
        <source>%1 rolls %2 = %3</source>
        <translation>%1 obtient %2 = %3</translation>
    </message>
    <message>
        <source>Each pair (a winner&apos;s natural 5 wounds, 6 kills)</source>
        <translation>Chaque paire (un 5 naturel du vainqueur blesse, un 6 tue)</translation>
    </message>
    <message>
        <source>%1 and %2 tie at %3: no effect</source>
        <translation>%1 et %2 à égalité à %3 : sans effet</translation>
    </message>
    <message>
        <source>%1 beats %2, %3 to %4 (natural %5): %6</source>
        <translation>%1 bat %2, %3 contre %4 (%5 naturel) : %6</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>%1 has %2 out of range: no shot</source>
        <translation>%1 a %2 hors de portée : pas de tir</translation>
    </message>
    <message>
        <source>%1 %2 %3 = %4</source>
        <translation>%1 %2 %3 = %4</translation>
    </message>
    <message>
        <source>%1 shoots at %2, %3, %4: needs %5, rolled %6: %7</source>
        <translation>%1 tire sur %2, %3, %4 : il faut %5, obtenu %6 : %7</translation>
    </message>
    <message numerus="yes">
        <source>%n shots</source>
        <translation>
            <numerusform>%n tir</numerusform>
            <numerusform>%n tirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation>
            <numerusform>%n touche</numerusform>
            <numerusform>%n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n killed</source>
        <translation>
            <numerusform>%n tué</numerusform>
            <numerusform>%n tués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounded</source>
        <translation>
            <numerusform>%n blessé</numerusform>
            <numerusform>%n blessés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no shot at %2, every mark out of range</source>
        <translation>%1 : aucun tir sur %2, toutes les cibles hors de portée</translation>
    </message>
    <message>
        <source>%1 fires at %2</source>
        <translation>%1 tire sur %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 fall back %2 cm, pushed back (+3 at their next test)</source>
        <translation>%1 reculent de %2 cm, repoussés (+3 à leur prochain test)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Pairs won: %1</source>
        <translation>Paires gagnées : %1</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
</context>
<context>
    <name>Compass</name>
    <message>
        <source>N</source>
        <extracomment>The compass points, abbreviated as on a compass rose.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NE</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>SE</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>SW</source>
        <translation>SO</translation>
    </message>
    <message>
        <source>W</source>
        <translation>O</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>NO</translation>
    </message>
</context>
<context>
    <name>ComputerCourier</name>
    <message>
        <source>%1 tries the table once more.</source>
        <translation>%1 tente sa chance une fois de plus.</translation>
    </message>
    <message>
        <source>%1 accepts: it costs him less than refusing.</source>
        <translation>%1 accepte : cela lui coûte moins que de refuser.</translation>
    </message>
    <message>
        <source>%1 refuses: accepting would cost him more.</source>
        <translation>%1 refuse : accepter lui coûterait davantage.</translation>
    </message>
    <message>
        <source>%1 tries his captors&apos; patience.</source>
        <translation>%1 met la patience de ses geôliers à l&apos;épreuve.</translation>
    </message>
    <message>
        <source>%1 hides from his pursuers.</source>
        <translation>%1 se cache de ses poursuivants.</translation>
    </message>
    <message>
        <source>%1 goes after his horse.</source>
        <translation>%1 court après son cheval.</translation>
    </message>
    <message>
        <source>%1 restores his strength.</source>
        <translation>%1 reprend des forces.</translation>
    </message>
    <message>
        <source>%1 fires at his nearest pursuer.</source>
        <translation>%1 tire sur son poursuivant le plus proche.</translation>
    </message>
    <message>
        <source>%1 tries his luck here: boasts are to be won.</source>
        <translation>%1 tente sa chance ici : il y a des vantardises à gagner.</translation>
    </message>
    <message>
        <source>%1 challenges a rival to a boasting contest.</source>
        <translation>%1 défie un rival à un concours de vantardise.</translation>
    </message>
    <message numerus="yes">
        <source>%1 parleys: %n are too many to fight.</source>
        <translation>
            <numerusform>%1 parlemente : %n, c&apos;est trop pour se battre.</numerusform>
            <numerusform>%1 parlemente : %n, c&apos;est trop pour se battre.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 fights to cut his way out.</source>
        <translation>%1 se bat pour se frayer un passage.</translation>
    </message>
    <message numerus="yes">
        <source>%1 fights on the defence against %n.</source>
        <translation>
            <numerusform>%1 se défend contre %n adversaire.</numerusform>
            <numerusform>%1 se défend contre %n adversaires.</numerusform>
        </translation>
    </message>
    <message>
        <source>woods</source>
        <translation>des bois</translation>
    </message>
    <message>
        <source>a jump</source>
        <translation>un saut</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n of his dice: he expects to come about %2 in nearer the Emperor</source>
        <translation>
            <numerusform>%1 lance %n de ses dés : il compte se rapprocher de l&apos;Empereur d&apos;environ %2 po</numerusform>
            <numerusform>%1 lance %n de ses dés : il compte se rapprocher de l&apos;Empereur d&apos;environ %2 po</numerusform>
        </translation>
    </message>
    <message>
        <source>, risking %1</source>
        <translation>, au risque de %1</translation>
    </message>
    <message>
        <source>Greedy: every die, straight on.</source>
        <translation>Glouton : tous les dés, droit devant.</translation>
    </message>
    <message>
        <source>Random.</source>
        <translation>Au hasard.</translation>
    </message>
    <message>
        <source>a fourth die is worth it on any course</source>
        <translation>un quatrième dé vaut la peine sur tout parcours</translation>
    </message>
    <message>
        <source>the course is long and open, %1 in</source>
        <translation>le parcours est long et découvert, %1 po</translation>
    </message>
    <message>
        <source>the course is long, %1 in</source>
        <translation>le parcours est long, %1 po</translation>
    </message>
    <message>
        <source>a ride of %1 in makes a man hungry</source>
        <translation>une chevauchée de %1 po donne faim</translation>
    </message>
    <message>
        <source>thirst comes first on a ride of %1 in</source>
        <translation>la soif vient d&apos;abord sur une chevauchée de %1 po</translation>
    </message>
    <message>
        <source>hostile bands out: %1</source>
        <translation>bandes hostiles en campagne : %1</translation>
    </message>
    <message>
        <source>country people to talk round: %1</source>
        <translation>gens du pays à convaincre : %1</translation>
    </message>
    <message>
        <source>walls, hedges or streams across his way: %1</source>
        <translation>murs, haies ou ruisseaux sur son chemin : %1</translation>
    </message>
    <message>
        <source>hostile bands that may make him fight: %1</source>
        <translation>bandes hostiles qui peuvent le forcer à se battre : %1</translation>
    </message>
    <message>
        <source>the most boasts wins the race</source>
        <translation>le plus de vantardises gagne la course</translation>
    </message>
    <message>
        <source>parleys to win and woods to hide in</source>
        <translation>des pourparlers à gagner et des bois où se cacher</translation>
    </message>
    <message>
        <source>%1 takes a %2 (%3) and a %4 (%5); his strength: %6 (%7).</source>
        <translation>%1 choisit : %2 (%3) et %4 (%5) ; son talent : %6 (%7).</translation>
    </message>
    <message>
        <source>, turning after %1 in</source>
        <translation>, en tournant après %1 po</translation>
    </message>
    <message>
        <source>Greedy: the fastest outfit.</source>
        <translation>Glouton : l&apos;équipement le plus rapide.</translation>
    </message>
    <message numerus="yes">
        <source> A %1 and a %2 already ride with %n rival(s).</source>
        <translation>
            <numerusform> %1 et %2 accompagnent déjà %n rival.</numerusform>
            <numerusform> %1 et %2 accompagnent déjà %n rivaux.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lets it stand: the table is worth %2 to him on average.</source>
        <translation>%1 en reste là : la table ne lui vaut que %2 en moyenne.</translation>
    </message>
    <message>
        <source>%1 parleys with %2: worth about %3 points to him.</source>
        <translation>%1 parlemente avec %2 : cela lui vaut environ %3 points.</translation>
    </message>
    <message>
        <source>%1 falls on %2: %3 % to overcome them now, worth about %4 points to him.</source>
        <translation>%1 attaque %2 : %3 % de les vaincre maintenant, cela lui vaut environ %4 points.</translation>
    </message>
    <message>
        <source>%1 loots the monastery: worth about %2 points a roll.</source>
        <translation>%1 pille le monastère : environ %2 points par jet.</translation>
    </message>
    <message>
        <source>%1 sleeps, and tries the %2 table: worth about %3 points to him.</source>
        <translation>%1 dort et tente la table %2 : cela lui vaut environ %3 points.</translation>
    </message>
    <message>
        <source>billet</source>
        <translation>du cantonnement</translation>
    </message>
    <message>
        <source>campsite</source>
        <translation>du bivouac</translation>
    </message>
    <message>
        <source>%1 sleeps, nobody near; the %2 table is not worth its risks to him.</source>
        <translation>%1 dort, personne alentour ; la table %2 ne vaut pas ses risques pour lui.</translation>
    </message>
    <message>
        <source>%1 stays to catch his horse (%2 % a try): he expects the Emperor in %3 turns so, against %4 on foot.</source>
        <translation>%1 reste pour rattraper son cheval (%2 % par essai) : il compte ainsi rejoindre l&apos;Empereur en %3 tours, contre %4 à pied.</translation>
    </message>
    <message>
        <source>%1 stops to sleep, nobody near: rested, he expects the Emperor in %2 turns, against %3 riding on tired.</source>
        <translation>%1 s&apos;arrête pour dormir, personne alentour : reposé, il compte rejoindre l&apos;Empereur en %2 tours, contre %3 en chevauchant fatigué.</translation>
    </message>
    <message>
        <source>%1 stays by the cover to hide from his pursuers (%2 %): worth about %3 in to him where he stands, his best ride %4.</source>
        <translation>%1 reste près du couvert pour se cacher de ses poursuivants (%2 %) : cela lui vaut environ %3 po là où il est, sa meilleure chevauchée %4.</translation>
    </message>
    <message>
        <source>%1 takes their blows aggressively, to cut his way out.</source>
        <translation>%1 reçoit leurs coups à l&apos;attaque, pour se frayer un passage.</translation>
    </message>
    <message>
        <source>%1 takes their blows on the defence.</source>
        <translation>%1 reçoit leurs coups en défense.</translation>
    </message>
    <message>
        <source>%1 lets his prisoners go: they would hold him to one die.</source>
        <translation>%1 relâche ses prisonniers : ils le limiteraient à un dé.</translation>
    </message>
    <message>
        <source>%1 fights the farmhouse fire.</source>
        <translation>%1 combat l&apos;incendie de la ferme.</translation>
    </message>
    <message>
        <source>a building</source>
        <translation>un bâtiment</translation>
    </message>
    <message>
        <source>%1 rides the same way with a die fewer.</source>
        <translation>%1 chevauche dans la même direction avec un dé de moins.</translation>
    </message>
    <message>
        <source>%1 rides the same way with a die more.</source>
        <translation>%1 chevauche dans la même direction avec un dé de plus.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>a deck holds a &quot;draw&quot; and a &quot;discards&quot; list of card names</source>
        <translation>un paquet a une liste « draw » (la pioche) et une liste « discards » (la défausse) de noms de cartes</translation>
    </message>
</context>
<context>
    <name>DoorTool</name>
    <message>
        <source>Click a building&apos;s outline to put a doorway there; drag a doorway along the outline; double-click one to take it away.</source>
        <translation>Cliquez sur le contour d&apos;un bâtiment pour y mettre une porte ; faites glisser une porte le long du contour ; double-cliquez sur une porte pour l&apos;enlever.</translation>
    </message>
    <message>
        <source>No building&apos;s outline there: click on the edge of a building.</source>
        <translation>Aucun contour de bâtiment ici : cliquez sur le bord d&apos;un bâtiment.</translation>
    </message>
    <message>
        <source>Add doorway</source>
        <translation>Ajouter une porte</translation>
    </message>
    <message>
        <source>Move doorway</source>
        <translation>Déplacer une porte</translation>
    </message>
    <message>
        <source>Delete doorway</source>
        <translation>Supprimer une porte</translation>
    </message>
</context>
<context>
    <name>EditOperations</name>
    <message>
        <source>%1 must be drawn as an area, not a line.</source>
        <translation>%1 se dessine comme une surface, pas comme une ligne.</translation>
    </message>
    <message>
        <source>%1 is drawn as a line: use the line, rectangle or polygon tool.</source>
        <translation>%1 se dessine comme une ligne : utilisez l&apos;outil ligne, rectangle ou polygone.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Choose a side for the troops first.</source>
        <translation>Choisissez d&apos;abord un camp pour les troupes.</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Placer : %1</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Place marker</source>
        <translation>Placer un marqueur</translation>
    </message>
    <message>
        <source>Set deployment zone</source>
        <translation>Définir la zone de déploiement</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete %1 things</source>
        <translation>Supprimer %1 éléments</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Bring to front</source>
        <translation>Mettre au premier plan</translation>
    </message>
    <message>
        <source>Send to back</source>
        <translation>Mettre à l&apos;arrière-plan</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Tourner les figurines</translation>
    </message>
    <message>
        <source>Place space</source>
        <translation>Placer une case</translation>
    </message>
    <message>
        <source>A path joins two different spaces.</source>
        <translation>Un chemin relie deux cases différentes.</translation>
    </message>
    <message>
        <source>Those two spaces are joined already.</source>
        <translation>Ces deux cases sont déjà reliées.</translation>
    </message>
    <message>
        <source>Join spaces</source>
        <translation>Relier des cases</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer : %1</translation>
    </message>
    <message>
        <source>%1 moved here: a table has only one.</source>
        <translation>Déplacé ici : %1 (une table n&apos;en a qu&apos;un).</translation>
    </message>
    <message>
        <source>%1 placed.</source>
        <translation>Placé : %1.</translation>
    </message>
    <message>
        <source>Drag out at least one wave: a grid&apos;s cells are %1 cm across.</source>
        <translation>Tracez au moins une vague : les cases de la grille font %1 cm de côté.</translation>
    </message>
    <message>
        <source>Lay out water grid</source>
        <translation>Tracer une grille d&apos;eau</translation>
    </message>
    <message>
        <source>That cell touches %1 already.</source>
        <translation>Cette case touche déjà %1.</translation>
    </message>
    <message>
        <source>Touch a space from the water</source>
        <translation>Relier une case d&apos;eau à un emplacement</translation>
    </message>
    <message>
        <source>The picture is too large: at most %1 MB.</source>
        <translation>L&apos;image est trop lourde : %1 Mo au plus.</translation>
    </message>
    <message>
        <source>Remove backdrop</source>
        <translation>Retirer l&apos;image de fond</translation>
    </message>
    <message>
        <source>Set backdrop</source>
        <translation>Poser l&apos;image de fond</translation>
    </message>
    <message numerus="yes">
        <source>%1 is played on at most %n water grid(s), and this board has them.</source>
        <translation>
            <numerusform>%1 se joue sur au plus %n grille d&apos;eau, et ce plateau l&apos;a déjà.</numerusform>
            <numerusform>%1 se joue sur au plus %n grilles d&apos;eau, et ce plateau les a déjà.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n water grid(s) left out: %1 is played on at most %2.</source>
        <translation>
            <numerusform>%n grille d&apos;eau laissée de côté : %1 se joue sur au plus %2.</numerusform>
            <numerusform>%n grilles d&apos;eau laissées de côté : %1 se joue sur au plus %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>That file %1.</source>
        <translation>Ce fichier %1.</translation>
    </message>
    <message>
        <source>%1: the shape lies off the table.</source>
        <translation>%1 : la forme est hors de la table.</translation>
    </message>
    <message>
        <source>%1: part of it lies off the table; draw it within the table&apos;s edges.</source>
        <translation>%1 : une partie dépasse de la table ; dessinez-la dans les bords de la table.</translation>
    </message>
    <message>
        <source>Not joined: %1.</source>
        <translation>Non reliés : %1.</translation>
    </message>
</context>
<context>
    <name>FileReader</name>
    <message>
        <source>the file holds more than %1 MiB, the most a file of this kind may hold</source>
        <translation>le fichier contient plus de %1 Mio, le maximum pour un fichier de ce type</translation>
    </message>
    <message>
        <source>the file cannot be opened: %1</source>
        <translation>le fichier ne peut pas être ouvert : %1</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>le fichier ne peut pas être lu : %1</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>un tube nommé (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>une socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un périphérique</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un fichier spécial</translation>
    </message>
    <message>
        <source>the file is %1, not a regular file: only regular files are opened</source>
        <translation>le fichier est %1, pas un fichier ordinaire : seuls les fichiers ordinaires sont ouverts</translation>
    </message>
</context>
<context>
    <name>FiwGame</name>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1 ; %2)</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 dans %2</translation>
    </message>
    <message>
        <source>%1 on a D%2</source>
        <translation>%1 sur un D%2</translation>
    </message>
    <message>
        <source>A marker goes to the edge of %1 at (%2, %3): rolled %4</source>
        <translation>Un marqueur va en lisière de %1 en (%2 ; %3) : obtenu %4</translation>
    </message>
    <message>
        <source>%1: rolled %2, %3</source>
        <translation>%1 : obtenu %2, %3</translation>
    </message>
    <message>
        <source>Spotting for %1</source>
        <translation>Repérage pour %1</translation>
    </message>
    <message>
        <source>sees hidden men up to %1 cm</source>
        <translation>voit les hommes cachés jusqu&apos;à %1 cm</translation>
    </message>
    <message>
        <source>Command dice of %1</source>
        <translation>Dés de commandement de %1</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>%1: risk factor %2 (%3), rolled %4: %5%6</source>
        <translation>%1 : facteur de risque %2 (%3), obtenu %4 : %5%6</translation>
    </message>
    <message>
        <source>nothing to fear</source>
        <translation>rien à craindre</translation>
    </message>
    <message>
        <source> (advice)</source>
        <translation> (conseil)</translation>
    </message>
    <message>
        <source>%1 is not yours to move this turn</source>
        <translation>%1 n&apos;est pas à vous de déplacer ce tour-ci</translation>
    </message>
    <message>
        <source>%1 is not commanded: his group acts by the Actions table</source>
        <translation>%1 n&apos;est pas commandé : son groupe agit selon la table des actions</translation>
    </message>
    <message>
        <source>%1 moves %2 cm</source>
        <translation>%1 se déplace de %2 cm</translation>
    </message>
    <message>
        <source>%1 was put at %2, %3</source>
        <translation>%1 a été placé en (%2 ; %3)</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>touché</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>manqué</translation>
    </message>
    <message>
        <source>Which man the hit falls on</source>
        <translation>Sur quel homme tombe la touche</translation>
    </message>
    <message>
        <source>Damage to %1</source>
        <translation>Dégâts sur %1</translation>
    </message>
    <message>
        <source>%1 is killed</source>
        <translation>%1 est tué</translation>
    </message>
    <message>
        <source>%1 is wounded</source>
        <translation>%1 est blessé</translation>
    </message>
    <message>
        <source>Melee die of %1</source>
        <translation>Dé de mêlée de %1</translation>
    </message>
    <message>
        <source>%1 with modifiers</source>
        <translation>%1 avec les modificateurs</translation>
    </message>
    <message>
        <source>%1 is killed in melee</source>
        <translation>%1 est tué en mêlée</translation>
    </message>
    <message>
        <source>%1 is wounded in melee</source>
        <translation>%1 est blessé en mêlée</translation>
    </message>
    <message>
        <source>%1 falls back %2 cm</source>
        <translation>%1 recule de %2 cm</translation>
    </message>
    <message>
        <source>The turn limit is reached</source>
        <translation>La limite de tours est atteinte</translation>
    </message>
    <message>
        <source>stays where it is</source>
        <translation>reste sur place</translation>
    </message>
    <message>
        <source>stays, %1</source>
        <translation>reste, %1</translation>
    </message>
    <message>
        <source>moved %1 cm %2</source>
        <translation>a avancé de %1 cm %2</translation>
    </message>
    <message>
        <source>on orders</source>
        <translation>sur ordre</translation>
    </message>
    <message>
        <source>should be a whole number from %1 to %2</source>
        <translation>devrait être un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <source>should be a hexadecimal number</source>
        <translation>devrait être un nombre hexadécimal</translation>
    </message>
    <message>
        <source>names no figure: &quot;%1&quot;</source>
        <translation>ne désigne aucune figurine : « %1 »</translation>
    </message>
    <message>
        <source>names no group: &quot;%1&quot;</source>
        <translation>ne désigne aucun groupe : « %1 »</translation>
    </message>
    <message>
        <source>should be a list</source>
        <translation>devrait être une liste</translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation>devrait être un objet</translation>
    </message>
    <message>
        <source>state: %1</source>
        <translation>state : %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>should be odd</source>
        <translation>devrait être impair</translation>
    </message>
    <message>
        <source>is no phase: &quot;%1&quot;</source>
        <translation>n&apos;est pas une phase : « %1 »</translation>
    </message>
    <message>
        <source>a reaction&apos;s table, action or die is not one of the rules&apos;</source>
        <translation>la table, l&apos;action ou le dé d&apos;une réaction n&apos;est pas celui des règles</translation>
    </message>
    <message>
        <source>an event lacks its turn, side, phase or kind</source>
        <translation>il manque à un événement son tour, son camp, sa phase ou sa nature</translation>
    </message>
    <message>
        <source>%1 wins: %2</source>
        <translation>%1 gagne : %2</translation>
    </message>
    <message>
        <source>names no victory condition: &quot;%1&quot;</source>
        <translation>ne désigne aucune condition de victoire : « %1 »</translation>
    </message>
    <message>
        <source>should begin with the commander</source>
        <translation>devrait commencer par le commandant</translation>
    </message>
    <message>
        <source>orders are given in the command phase only</source>
        <translation>les ordres ne se donnent qu&apos;en phase de commandement</translation>
    </message>
    <message>
        <source>should be an object or null</source>
        <translation>devrait être un objet ou null</translation>
    </message>
    <message>
        <source>should be a number of turns from 0 to the turn, %1: &quot;%2&quot;</source>
        <translation>devrait être un nombre de tours de 0 au tour en cours, %1 : &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the next side</source>
        <translation>le camp suivant</translation>
    </message>
    <message>
        <source>%1 phase</source>
        <translation>phase de %1</translation>
    </message>
    <message>
        <source>%1 won the day</source>
        <translation>%1 a remporté la journée</translation>
    </message>
    <message>
        <source>A side whose every group is running, withdrawing or gone has lost.</source>
        <translation>Un camp dont chaque groupe fuit, se replie ou a disparu a perdu.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>The rules know no order &quot;%1&quot;.</source>
        <translation>Les règles ne connaissent pas d’ordre « %1 ».</translation>
    </message>
    <message>
        <source>Commanders roll their dice in the command phase.</source>
        <translation>Les chefs lancent leurs dés en phase de commandement.</translation>
    </message>
    <message>
        <source>Only a living officer or hero of the side on turn commands.</source>
        <translation>Seul un officier ou un héros vivant du camp qui joue commande.</translation>
    </message>
    <message>
        <source>%1 has rolled his dice this turn already.</source>
        <translation>%1 a déjà lancé ses dés ce tour-ci.</translation>
    </message>
    <message>
        <source>Choose a commander and roll his dice first.</source>
        <translation>Choisissez d&apos;abord un chef et lancez ses dés.</translation>
    </message>
    <message>
        <source>Figures move in the movement phase.</source>
        <translation>Les figurines se déplacent en phase de mouvement.</translation>
    </message>
    <message>
        <source>Only the side on turn moves.</source>
        <translation>Seul le camp qui joue se déplace.</translation>
    </message>
    <message>
        <source>A path is a list of points [x, y] in cm.</source>
        <translation>Un chemin est une liste de points [x, y] en cm.</translation>
    </message>
    <message>
        <source>Only a commanded group carries on with its orders.</source>
        <translation>Seul un groupe commandé poursuit ses ordres.</translation>
    </message>
    <message>
        <source>Groups fire in the shooting phase.</source>
        <translation>Les groupes tirent en phase de tir.</translation>
    </message>
    <message>
        <source>Only a commanded group fires on orders.</source>
        <translation>Seul un groupe commandé tire sur ordre.</translation>
    </message>
    <message>
        <source>Name a figure and the point it was put at.</source>
        <translation>Indiquez une figurine et le point où elle a été posée.</translation>
    </message>
    <message>
        <source>%1 cannot stand there.</source>
        <translation>%1 ne peut pas se tenir là.</translation>
    </message>
    <message>
        <source>his dice join the pool and carry the word on</source>
        <translation>ses dés rejoignent la réserve et font passer l&apos;ordre</translation>
    </message>
    <message>
        <source>There is no figure &quot;%1&quot;.</source>
        <translation>Il n&apos;y a pas de figurine « %1 ».</translation>
    </message>
    <message>
        <source>about %1 hits to be had</source>
        <translation>environ %1 touches à prendre</translation>
    </message>
    <message>
        <source>the %1 edge</source>
        <translation>le bord %1</translation>
    </message>
    <message>
        <source>the enemy</source>
        <translation>l’ennemi</translation>
    </message>
    <message>
        <source>%1 wins: they held out to the turn limit</source>
        <translation>%1 l’emporte : ils ont tenu jusqu’à la limite de tours</translation>
    </message>
    <message>
        <source>Only a commanded group moves on orders.</source>
        <translation>Seul un groupe commandé se déplace sur ordre.</translation>
    </message>
    <message>
        <source>A group on orders advances, takes cover, halts, withdraws or carries on.</source>
        <translation>Un groupe sur ordre avance, se met à couvert, fait halte, se replie ou continue.</translation>
    </message>
    <message>
        <source>names no side: &quot;%1&quot;</source>
        <translation>ne désigne aucun camp : « %1 »</translation>
    </message>
    <message>
        <source>should be a finite number</source>
        <translation>devrait être un nombre fini</translation>
    </message>
    <message>
        <source>should be a distance from 0 to %1 cm</source>
        <translation>devrait être une distance de 0 à %1 cm</translation>
    </message>
    <message>
        <source>should be a point [x, y] on the %1 × %2 cm table</source>
        <translation>devrait être un point [x, y] sur la table de %1 × %2 cm</translation>
    </message>
    <message>
        <source>should be a die from 1 to %1</source>
        <translation>devrait être un dé de 1 à %1</translation>
    </message>
    <message>
        <source>is no result of the Actions table</source>
        <translation>n’est aucun résultat de la table des actions</translation>
    </message>
    <message>
        <source>should be a turn the game has reached, 1 to %1</source>
        <translation>devrait être un tour que la partie a atteint, de 1 à %1</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>dépasse %1 caractères</translation>
    </message>
    <message>
        <source>Name the figures to move and a path for each.</source>
        <translation>Nommez les figurines à déplacer et un chemin pour chacune.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 is not yours to move: the Actions table binds his group this turn (%2)</source>
        <translation>Vous ne pouvez pas déplacer %1 : la table des actions lie son groupe ce tour-ci (%2)</translation>
    </message>
    <message>
        <source>%1 does what the Actions table says this turn (%2): a plain result binds commanded groups too.</source>
        <translation>%1 fait ce que dit la table des actions ce tour-ci (%2) : un résultat en romain lie aussi les groupes commandés.</translation>
    </message>
    <message>
        <source>%1 is running and does not stop to shoot.</source>
        <translation>%1 s&apos;enfuit et ne s&apos;arrête pas pour tirer.</translation>
    </message>
    <message>
        <source>orders worth %1: its fire on orders against at will, and leave to move as it is best served, not as the table advises</source>
        <translation>des ordres qui valent %1 : son feu sur ordre contre son feu à volonté, et la liberté de se mouvoir au mieux, non comme le conseille la table</translation>
    </message>
    <message>
        <source>the best mark in sight, worth %1</source>
        <translation>la meilleure cible en vue, valeur %1</translation>
    </message>
    <message>
        <source>%1 cannot take that shot: a player character of the side on turn, loaded, shoots in the shooting phase at a man he sees within range.</source>
        <translation>%1 ne peut pas tirer ce coup : un personnage-joueur du camp dont c&apos;est le tour, chargé, tire pendant la phase de tir sur un homme qu&apos;il voit et qui est à portée.</translation>
    </message>
    <message>
        <source>An aimed shot names the player character who takes it and the figure he aims at.</source>
        <translation>Un tir visé nomme le personnage-joueur qui tire et la figurine qu&apos;il vise.</translation>
    </message>
    <message>
        <source>%1 was commanded already this turn</source>
        <translation>%1 a déjà reçu des ordres ce tour-ci</translation>
    </message>
    <message>
        <source>%1 follows up %2 cm</source>
        <translation>%1 poursuit de %2 cm</translation>
    </message>
    <message>
        <source>the marker at %1</source>
        <translation>le marqueur en %1</translation>
    </message>
    <message>
        <source>%1, at %2</source>
        <translation>%1, à %2</translation>
    </message>
    <message>
        <source>%1 looks at %2: nobody is there</source>
        <translation>%1 examine %2 : il n&apos;y a personne</translation>
    </message>
    <message>
        <source>%1 spots %2 at %3: %4 men stand there</source>
        <translation>%1 repère %2 (%3) : %4 hommes s&apos;y trouvent</translation>
    </message>
    <message>
        <source>nobody is left to follow</source>
        <translation>plus personne à poursuivre</translation>
    </message>
    <message numerus="yes">
        <source>%n of its men would leave their cover</source>
        <translation>
            <numerusform>%n de ses hommes quitterait son couvert</numerusform>
            <numerusform>%n de ses hommes quitteraient leur couvert</numerusform>
        </translation>
    </message>
    <message>
        <source>following would take it %1 cm further from %2</source>
        <translation>la poursuite l&apos;éloignerait de %1 cm de %2</translation>
    </message>
    <message>
        <source>keeps the beaten men within reach</source>
        <translation>garde les vaincus à sa portée</translation>
    </message>
    <message>
        <source>in company with %1</source>
        <translation>de concert avec %1</translation>
    </message>
    <message>
        <source>%1 stands its ground: it won defending, in the enemy&apos;s turn</source>
        <translation>%1 tient sa position : il a vaincu en défense, au tour de l&apos;ennemi</translation>
    </message>
    <message>
        <source>%1 follows up: %2</source>
        <translation>%1 poursuit : %2</translation>
    </message>
    <message>
        <source>%1 stands: %2</source>
        <translation>%1 reste en place : %2</translation>
    </message>
    <message>
        <source>a winner follows up unless his side bids him stand</source>
        <translation>un vainqueur poursuit, à moins que son camp ne lui ordonne de rester</translation>
    </message>
    <message>
        <source>A winner follows up in the melee phase.</source>
        <translation>Un vainqueur poursuit pendant la phase de mêlée.</translation>
    </message>
    <message>
        <source>Say whether the group follows up: true or false.</source>
        <translation>Dites si le groupe poursuit : true ou false.</translation>
    </message>
    <message>
        <source>Only a group that has just won a melee in its own turn follows up.</source>
        <translation>Seul un groupe qui vient de gagner une mêlée pendant son propre tour poursuit.</translation>
    </message>
    <message>
        <source>%1 stood apart from his men and goes back to them, %2 cm</source>
        <translation>%1 se tenait à l&apos;écart de ses hommes et les rejoint, %2 cm</translation>
    </message>
    <message>
        <source>state.ruleset: is &quot;%1&quot;; this game is played by &quot;%2&quot;</source>
        <translation>state.ruleset : vaut « %1 » ; cette partie se joue selon « %2 »</translation>
    </message>
    <message>
        <source>item %1 should be an order with a kind</source>
        <translation>l&apos;élément %1 devrait être un ordre avec un genre (kind)</translation>
    </message>
    <message>
        <source>%1 cm nearer %2</source>
        <translation>à %1 cm plus près de %2</translation>
    </message>
    <message>
        <source>%1 cm further from %2</source>
        <translation>à %1 cm plus loin de %2</translation>
    </message>
    <message>
        <source>no nearer %1</source>
        <translation>pas plus près de %1</translation>
    </message>
    <message>
        <source>it reckons on taking about %1 hits a turn and giving %2, and ending %3</source>
        <translation>il compte recevoir environ %1 touches par tour et en infliger %2, et finir %3</translation>
    </message>
    <message>
        <source>every group of his side has its orders already</source>
        <translation>chaque groupe de son camp a déjà ses ordres</translation>
    </message>
    <message>
        <source>no group without orders stands within his reach</source>
        <translation>aucun groupe sans ordres n&apos;est à sa portée</translation>
    </message>
    <message numerus="yes">
        <source>%n points will not pay for %1</source>
        <translation>
            <numerusform>%n point ne suffit pas pour %1</numerusform>
            <numerusform>%n points ne suffisent pas pour %1</numerusform>
        </translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>his side left %1 to the Actions table</source>
        <translation>son camp a laissé %1 à la table des actions</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 commands no group: %2</source>
        <translation>%1 ne commande aucun groupe : %2</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 tire sur %2</translation>
    </message>
    <message>
        <source>has fired this turn</source>
        <translation>a tiré ce tour</translation>
    </message>
    <message>
        <source>is not loaded</source>
        <translation>n&apos;est pas chargé</translation>
    </message>
    <message>
        <source>moved more than half a move</source>
        <translation>a bougé de plus d&apos;un demi-mouvement</translation>
    </message>
    <message>
        <source>may fire</source>
        <translation>peut tirer</translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1 : %2 ; %3</translation>
    </message>
    <message>
        <source>keeps company with its platoon</source>
        <translation>reste avec sa section</translation>
    </message>
    <message>
        <source>the Actions table has it %1</source>
        <translation>la table des actions lui fait %1</translation>
    </message>
    <message>
        <source>ordered to %1</source>
        <translation>reçoit l&apos;ordre de %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Only a player character of the firing group keeps his own shot.</source>
        <translation>Seul un personnage joueur du groupe qui tire garde son propre tir.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>; not firing: %1</source>
        <translation> ; ne tirent pas : %1</translation>
    </message>
    <message>
        <source>none of its men left standing</source>
        <translation>aucun de ses hommes encore debout</translation>
    </message>
    <message>
        <source>its hero was lost</source>
        <translation>son héros a été perdu</translation>
    </message>
    <message>
        <source>its heroes were lost</source>
        <translation>ses héros ont été perdus</translation>
    </message>
    <message>
        <source>gave way with nobody hurt</source>
        <translation>a cédé sans un blessé</translation>
    </message>
    <message>
        <source>gave way under its losses</source>
        <translation>a cédé sous ses pertes</translation>
    </message>
    <message>
        <source>counted %1 for the shooter&apos;s class, %2</source>
        <translation>compté %1 pour la classe du tireur, %2</translation>
    </message>
    <message>
        <source>%1 has joined %2, which is not commanded: it acts by the Actions table</source>
        <translation>%1 a rejoint le groupe %2, qui n&apos;est pas commandé : il agit selon la table des actions</translation>
    </message>
    <message>
        <source>%1 is not yours to move: he has joined %2, which the Actions table binds this turn (%3)</source>
        <translation>%1 n&apos;est pas à vous : il a rejoint le groupe %2, que la table des actions lie ce tour (%3)</translation>
    </message>
    <message>
        <source>Command die of %1, one more for the first drummer or bugler he commands</source>
        <translation>Dé de commandement de %1, un de plus pour le premier tambour ou clairon qu&apos;il commande</translation>
    </message>
    <message>
        <source>no shot: every mark is out of range</source>
        <translation>aucun tir : toutes les cibles sont hors de portée</translation>
    </message>
    <message>
        <source>%1 has broken and lost the day: none of its groups holds its ground (each has run, withdrawn or fallen)</source>
        <translation>%1 a rompu et perdu la journée : aucun de ses groupes ne tient sa position (chacun a fui, s&apos;est replié ou est tombé)</translation>
    </message>
    <message>
        <source>%1 has broken: none of its groups holds its ground (each has run, withdrawn or fallen)</source>
        <translation>%1 a rompu : aucun de ses groupes ne tient sa position (chacun a fui, s&apos;est replié ou est tombé)</translation>
    </message>
    <message>
        <source>Only the firing group&apos;s player characters could fire at that group, and they keep their own shots.</source>
        <translation>Seuls les personnages joueurs du groupe qui tire pourraient tirer sur ce groupe, et ils gardent leur propre tir.</translation>
    </message>
    <message numerus="yes">
        <source>%1 commands %2; %n points left</source>
        <translation>
            <numerusform>%1 commande %2 ; il reste %n point</numerusform>
            <numerusform>%1 commande %2 ; il reste %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 calls %2 to pass the word; %n points left</source>
        <translation>
            <numerusform>%1 appelle %2 pour transmettre l&apos;ordre ; il reste %n point</numerusform>
            <numerusform>%1 appelle %2 pour transmettre l&apos;ordre ; il reste %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Melee, pairs won: %1</source>
        <translation>Mêlée, paires gagnées : %1</translation>
    </message>
</context>
<context>
    <name>FiwLooks</name>
    <message>
        <source>Formed troops</source>
        <translation>Troupes en ordre serré</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <translation>Tirailleurs</translation>
    </message>
    <message>
        <source>Irregulars</source>
        <translation>Irréguliers</translation>
    </message>
    <message>
        <source>Civilians</source>
        <translation>Civils</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>À cheval</translation>
    </message>
    <message>
        <source>Hero (player character)</source>
        <translation>Héros (personnage joueur)</translation>
    </message>
    <message>
        <source>Officer</source>
        <translation>Officier</translation>
    </message>
    <message>
        <source>NCO</source>
        <translation>Sous-officier</translation>
    </message>
    <message>
        <source>Drummer</source>
        <translation>Tambour</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <source>Group withdrawing</source>
        <translation>Groupe en repli</translation>
    </message>
    <message>
        <source>Group running</source>
        <translation>Groupe en fuite</translation>
    </message>
    <message>
        <source>Group retreating</source>
        <translation>Groupe en retraite</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Ranges (cm)</source>
        <translation>Portées (cm)</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>blessé</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>valide</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>is &quot;%1&quot;; a game file says &quot;%2&quot;</source>
        <translation>vaut « %1 » ; un fichier de partie indique « %2 »</translation>
    </message>
    <message>
        <source>the game was saved by a newer Ambuscade (game format version %1); this one reads up to version %2</source>
        <translation>la partie a été enregistrée par un Ambuscade plus récent (format de partie version %1) ; celui-ci lit jusqu’à la version %2</translation>
    </message>
    <message>
        <source>should be a whole number written as text</source>
        <translation>devrait être un nombre entier écrit comme texte</translation>
    </message>
    <message>
        <source>the file is %1 MiB; game files are at most %2 MiB</source>
        <translation>le fichier fait %1 Mio ; les fichiers de partie font au plus %2 Mio</translation>
    </message>
    <message>
        <source>a game file holds one JSON object</source>
        <translation>un fichier de partie contient un seul objet JSON</translation>
    </message>
    <message>
        <source>the rule set %1 plays no games in this version</source>
        <translation>le jeu de règles %1 ne joue aucune partie dans cette version</translation>
    </message>
    <message>
        <source>a game set aside for a side game is not itself one</source>
        <translation>une partie mise de côté pour une partie annexe n’en est pas une elle-même</translation>
    </message>
</context>
<context>
    <name>GameMoveTool</name>
    <message>
        <source>That move is not allowed: %1</source>
        <translation>Ce mouvement n&apos;est pas permis : %1</translation>
    </message>
    <message>
        <source>Nobody moves: %1</source>
        <translation>Personne ne bouge : %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Give your orders in the game&apos;s panel; where it rings spaces on the board, click one to choose it.</source>
        <translation>Donnez vos ordres dans le panneau de la partie ; là où il entoure des cases sur le plateau, cliquez sur l&apos;une d&apos;elles pour la choisir.</translation>
    </message>
    <message>
        <source>uses %1 of the %2 he has left</source>
        <translation>utilise %1 des %2 qui lui restent</translation>
    </message>
    <message>
        <source>needs %1, but only %2 is left</source>
        <translation>il faut %1, mais il ne reste que %2</translation>
    </message>
    <message>
        <source>that one is the computer&apos;s to move</source>
        <translation>celui-là, c&apos;est à l&apos;ordinateur de le déplacer</translation>
    </message>
    <message>
        <source>Drag a figure to move it; Shift+click or drag a band to choose several; Ctrl+Shift+drag (or Alt+drag) moves a man&apos;s whole group.</source>
        <translation>Faites glisser une figurine pour la déplacer ; Maj+clic ou un cadre tiré en choisit plusieurs ; Ctrl+Maj+glisser (ou Alt+glisser) déplace tout le groupe de l&apos;homme.</translation>
    </message>
    <message>
        <source>Refereeing: drag yours to where you put them on the table.</source>
        <translation>En arbitrant : faites glisser les vôtres là où vous les avez posées sur la table.</translation>
    </message>
</context>
<context>
    <name>GameResultsDialog</name>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
</context>
<context>
    <name>GroupMoves</name>
    <message>
        <source>facing %1</source>
        <translation>face à %1</translation>
    </message>
    <message>
        <source>away from %1</source>
        <translation>en s&apos;éloignant de %1</translation>
    </message>
    <message>
        <source>charging %1</source>
        <translation>en chargeant %1</translation>
    </message>
    <message>
        <source>towards %1</source>
        <translation>vers %1</translation>
    </message>
    <message>
        <source>away from %1, no cover in reach</source>
        <translation>en s&apos;éloignant de %1, aucun couvert à portée</translation>
    </message>
    <message>
        <source>in cover at %1</source>
        <translation>à couvert à %1</translation>
    </message>
    <message>
        <source>to the edge of %1</source>
        <translation>en lisière de %1</translation>
    </message>
    <message>
        <source>closing on %1</source>
        <translation>en s’approchant de %1</translation>
    </message>
    <message>
        <source>in line facing %1</source>
        <translation>en ligne face à %1</translation>
    </message>
    <message>
        <source>in column towards %1</source>
        <translation>en colonne vers %1</translation>
    </message>
    <message>
        <source>towards its objective at (%1, %2)</source>
        <translation>vers son objectif en (%1 ; %2)</translation>
    </message>
    <message>
        <source>on its patrol, towards (%1, %2)</source>
        <translation>en patrouille, vers (%1 ; %2)</translation>
    </message>
    <message>
        <source>in column towards its objective at (%1, %2)</source>
        <translation>en colonne vers son objectif en (%1 ; %2)</translation>
    </message>
</context>
<context>
    <name>JoinTool</name>
    <message>
        <source>Click a space, then the space to join it to.</source>
        <translation>Cliquez une case, puis celle à laquelle la relier.</translation>
    </message>
    <message>
        <source>Click the space to join %1 to (Esc: start again).</source>
        <translation>Cliquez la case à relier à %1 (Échap : recommencer).</translation>
    </message>
</context>
<context>
    <name>JsonDeltaJson</name>
    <message>
        <source>a list&apos;s length must be a whole number, none or more</source>
        <translation>la longueur d’une liste doit être un nombre entier, zéro ou plus</translation>
    </message>
    <message>
        <source>an item must be [index, change], its index ascending and less than the list&apos;s length</source>
        <translation>un élément doit être [indice, changement], les indices croissants et inférieurs à la longueur de la liste</translation>
    </message>
    <message>
        <source>a change must be {&quot;older&quot;: …}, {&quot;absent&quot;: true}, {&quot;members&quot;: {…}} or {&quot;length&quot;: n, &quot;items&quot;: […]}</source>
        <translation>un changement doit être {&quot;older&quot;: …}, {&quot;absent&quot;: true}, {&quot;members&quot;: {…}} ou {&quot;length&quot;: n, &quot;items&quot;: […]}</translation>
    </message>
</context>
<context>
    <name>JsonFile</name>
    <message>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation>JSON non valide : %1 à la ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (it looks like UTF-16 or UTF-32): save it as UTF-8</source>
        <translation>le fichier n’est pas du texte UTF-8 (il semble être en UTF-16 ou UTF-32) : enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <source>the file nests deeper than %1 levels here</source>
        <translation>le fichier s’imbrique ici sur plus de %1 niveaux</translation>
    </message>
    <message>
        <source>is given twice in one object (JSON would keep only the last); give it once</source>
        <translation>figure deux fois dans un même objet (JSON ne garderait que la dernière) : ne la donnez qu’une fois</translation>
    </message>
    <message>
        <source>holds the character NUL (\u0000), which no text of a file may hold</source>
        <translation>contient le caractère NUL (\u0000), qu&apos;aucun texte d&apos;un fichier ne peut contenir</translation>
    </message>
    <message>
        <source>the file is empty: it holds no JSON at all</source>
        <translation>le fichier est vide : il ne contient aucun JSON</translation>
    </message>
    <message>
        <source>the file ends too soon, as if cut short (%1 at line %2, column %3)</source>
        <translation>le fichier s&apos;arrête trop tôt, comme coupé (%1 à la ligne %2, colonne %3)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>The system&apos;s language</source>
        <translation>La langue du système</translation>
    </message>
</context>
<context>
    <name>LengthUnit</name>
    <message>
        <source>%1 in</source>
        <translation>%1 po</translation>
    </message>
    <message>
        <source>%1 cm</source>
        <translation>%1 cm</translation>
    </message>
</context>
<context>
    <name>LogEvent</name>
    <message>
        <source>action</source>
        <translation>action</translation>
    </message>
    <message>
        <source>move</source>
        <translation>mouvement</translation>
    </message>
    <message>
        <source>placed</source>
        <translation>placement</translation>
    </message>
    <message>
        <source>casualty</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>mêlée</translation>
    </message>
    <message>
        <source>taken back</source>
        <translation>repris</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>decision</source>
        <translation>décision</translation>
    </message>
    <message>
        <source>end</source>
        <translation>fin</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>raison</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>jet</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tour</translation>
    </message>
</context>
<context>
    <name>LogTerm</name>
    <message>
        <source>command</source>
        <translation>commandement</translation>
    </message>
    <message>
        <source>reactions</source>
        <translation>réactions</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>mouvement</translation>
    </message>
    <message>
        <source>shooting</source>
        <translation>tir</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>mêlée</translation>
    </message>
    <message>
        <source>activation</source>
        <translation>activation</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>réaction</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>tir</translation>
    </message>
    <message>
        <source>volley</source>
        <translation>salve</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>révélation</translation>
    </message>
    <message>
        <source>deployment</source>
        <translation>déploiement</translation>
    </message>
    <message>
        <source>victory</source>
        <translation>victoire</translation>
    </message>
</context>
<context>
    <name>MailOrder</name>
    <message>
        <source>The player of %1 took back 1 step or order before sending his turn.</source>
        <translation>Le joueur de %1 a repris 1 étape ou ordre avant d&apos;envoyer son tour.</translation>
    </message>
    <message numerus="yes">
        <source>The player of %1 took back %n steps or orders before sending his turn.</source>
        <translation>
            <numerusform>Le joueur de %1 a repris %n étape ou ordre avant d&apos;envoyer son tour.</numerusform>
            <numerusform>Le joueur de %1 a repris %n étapes ou ordres avant d&apos;envoyer son tour.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MailPlay</name>
    <message>
        <source>No game is being played.</source>
        <translation>Aucune partie n&apos;est en cours.</translation>
    </message>
    <message>
        <source>This game was saved before Ambuscade kept its orders: it cannot be played by e-mail.</source>
        <translation>Cette partie a été enregistrée avant qu&apos;Ambuscade ne garde ses ordres : elle ne peut pas se jouer par courriel.</translation>
    </message>
    <message>
        <source>Nothing has been played in this turn yet.</source>
        <translation>Rien n&apos;a encore été joué dans ce tour.</translation>
    </message>
    <message>
        <source>Finish the side&apos;s turn first: the turn is sent once it has passed to the other player.</source>
        <translation>Terminez d&apos;abord le tour du camp : le tour s&apos;envoie une fois passé à l&apos;autre joueur.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>%1 cannot be taken up: %2.</source>
        <translation>%1 ne peut pas être repris : %2.</translation>
    </message>
    <message>
        <source>it is a turn of another game than the one being played here; leave this game first</source>
        <translation>c&apos;est un tour d&apos;une autre partie que celle jouée ici ; quittez d&apos;abord cette partie</translation>
    </message>
</context>
<context>
    <name>MeasureTool</name>
    <message>
        <source>Click where to measure from, click waypoints, double-click to end. From one figure to another it also tells whether they see each other.</source>
        <translation>Cliquez le point de départ, cliquez les points de passage, double-cliquez pour finir. D&apos;une figurine à une autre, la mesure dit aussi si elles se voient.</translation>
    </message>
</context>
<context>
    <name>Measurement</name>
    <message>
        <source>impassable: %1</source>
        <translation>infranchissable : %1</translation>
    </message>
    <message>
        <source>through %1</source>
        <translation>à travers %1</translation>
    </message>
    <message>
        <source>%1 sees %2</source>
        <translation>%1 voit %2</translation>
    </message>
    <message>
        <source>, in soft cover (%1)</source>
        <translation>, à couvert léger (%1)</translation>
    </message>
    <message>
        <source>, in hard cover (%1)</source>
        <translation>, à couvert lourd (%1)</translation>
    </message>
    <message>
        <source>%1 cannot see %2</source>
        <translation>%1 ne voit pas %2</translation>
    </message>
    <message>
        <source>%1 cannot see %2: %3 in the way</source>
        <translation>%1 ne voit pas %2 : %3 gêne la vue</translation>
    </message>
    <message>
        <source>costs %1 of move</source>
        <translation>coûte %1 de mouvement</translation>
    </message>
</context>
<context>
    <name>MoveDescription</name>
    <message>
        <source>then face %1°</source>
        <translation>puis face à %1°</translation>
    </message>
    <message>
        <source>stays, %1</source>
        <translation>reste, %1</translation>
    </message>
    <message>
        <source>north</source>
        <translation>vers le nord</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>vers le nord-est</translation>
    </message>
    <message>
        <source>east</source>
        <translation>vers l&apos;est</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>vers le sud-est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>vers le sud</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>vers le sud-ouest</translation>
    </message>
    <message>
        <source>west</source>
        <translation>vers l&apos;ouest</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>vers le nord-ouest</translation>
    </message>
    <message>
        <source>towards %1</source>
        <translation>vers %1</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
</context>
<context>
    <name>Movement</name>
    <message>
        <source>%1 cannot be crossed on foot</source>
        <translation>%1 ne se franchit pas à pied</translation>
    </message>
    <message>
        <source>the move costs %1 cm, more than the %2 cm allowed</source>
        <translation>le mouvement coûte %1 cm, plus que les %2 cm permis</translation>
    </message>
    <message>
        <source>the figure would end off the table</source>
        <translation>la figurine finirait hors de la table</translation>
    </message>
    <message>
        <source>the base would overlap %1</source>
        <translation>le socle chevaucherait %1</translation>
    </message>
    <message>
        <source>the move costs %1 cm, more than the %2 cm he has left this phase</source>
        <translation>le mouvement coûte %1 cm, plus que les %2 cm qui lui restent dans cette phase</translation>
    </message>
    <message>
        <source>the way runs through %1&apos;s base</source>
        <translation>le chemin traverse le socle de %1</translation>
    </message>
</context>
<context>
    <name>NamedMarker</name>
    <message>
        <source>The Emperor</source>
        <translation>L&apos;Empereur</translation>
    </message>
</context>
<context>
    <name>Objectives</name>
    <message>
        <source>top</source>
        <translation>haut</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>bas</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>Reach %1</source>
        <translation>Atteindre %1</translation>
    </message>
    <message>
        <source>reached by %1</source>
        <translation>atteint par %1</translation>
    </message>
    <message>
        <source>not reached yet</source>
        <translation>pas encore atteint</translation>
    </message>
    <message>
        <source>Hold %1</source>
        <translation>Tenir %1</translation>
    </message>
    <message>
        <source>Destroy %1</source>
        <translation>Détruire %1</translation>
    </message>
    <message>
        <source>turns held unopposed: %1 of %2%3</source>
        <translation>tours tenus sans opposition : %1 sur %2%3</translation>
    </message>
    <message>
        <source>; held now</source>
        <translation> ; tenu en ce moment</translation>
    </message>
    <message>
        <source>Rescue the prisoners at %1 and bring them home</source>
        <translation>Délivrer les prisonniers à %1 et les ramener</translation>
    </message>
    <message>
        <source>nobody has reached them yet</source>
        <translation>personne ne les a encore atteints</translation>
    </message>
    <message>
        <source>with %1, on the way home</source>
        <translation>avec %1, sur le chemin du retour</translation>
    </message>
    <message>
        <source>Leave by the %1 edge</source>
        <translation>Sortir par le bord %1</translation>
    </message>
    <message>
        <source>%1 of %2 men at the edge; half are needed</source>
        <translation>%1 hommes sur %2 au bord ; il en faut la moitié</translation>
    </message>
</context>
<context>
    <name>OrderGame</name>
    <message>
        <source>start: should be the scenario the game began from</source>
        <translation>start : devrait être le scénario du début de la partie</translation>
    </message>
    <message>
        <source>start.%1</source>
        <translation>start.%1</translation>
    </message>
    <message>
        <source>seed: should be a hexadecimal number</source>
        <translation>seed : devrait être un nombre hexadécimal</translation>
    </message>
    <message>
        <source>orders: should be a list</source>
        <translation>orders : devrait être une liste</translation>
    </message>
    <message>
        <source>orders[%1]: should be an order with a kind</source>
        <translation>orders[%1] : devrait être un ordre avec un genre (kind)</translation>
    </message>
    <message>
        <source>orders[%1]: the rules refuse it: %2</source>
        <translation>orders[%1] : les règles le refusent : %2</translation>
    </message>
    <message>
        <source>start.ruleset: is &quot;%1&quot;; this game is played by &quot;%2&quot;</source>
        <translation>start.ruleset : vaut « %1 » ; cette partie se joue selon « %2 »</translation>
    </message>
    <message>
        <source>start: %1</source>
        <translation>start : %1</translation>
    </message>
</context>
<context>
    <name>OrderedPlay</name>
    <message>
        <source>the rules refuse it</source>
        <translation>les règles le refusent</translation>
    </message>
    <message>
        <source>its step has passed: the game is at turn %1</source>
        <translation>son étape est passée : la partie en est au tour %1</translation>
    </message>
    <message>
        <source>the list gives no order for this step, and the rules do not let it end: %1</source>
        <translation>la liste ne donne aucun ordre pour cette étape, et les règles ne la laissent pas finir : %1</translation>
    </message>
    <message>
        <source>the game ended before its step came</source>
        <translation>la partie s&apos;est terminée avant que son étape ne vienne</translation>
    </message>
</context>
<context>
    <name>OrdersDock</name>
    <message numerus="yes">
        <source>%n fired this turn</source>
        <translation>
            <numerusform>%n a tiré ce tour</numerusform>
            <numerusform>%n ont tiré ce tour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not loaded</source>
        <translation>
            <numerusform>%n pas chargé</numerusform>
            <numerusform>%n pas chargés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moved more than half a move</source>
        <translation>
            <numerusform>%n a bougé de plus d&apos;un demi-mouvement</numerusform>
            <numerusform>%n ont bougé de plus d&apos;un demi-mouvement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n see no man of that group</source>
        <translation>
            <numerusform>%n ne voit aucun homme de ce groupe</numerusform>
            <numerusform>%n ne voient aucun homme de ce groupe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n have it out of range</source>
        <translation>
            <numerusform>%n l&apos;a hors de portée</numerusform>
            <numerusform>%n l&apos;ont hors de portée</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 can fire</source>
        <translation>%1 sur %2 peuvent tirer</translation>
    </message>
    <message>
        <source>%1, at %2</source>
        <translation>%1, sur %2</translation>
    </message>
    <message>
        <source>None of its men has a weapon that shoots.</source>
        <translation>Aucun de ses hommes n&apos;a d&apos;arme qui tire.</translation>
    </message>
    <message>
        <source>None of its men can fire at that group: %1.</source>
        <translation>Aucun de ses hommes ne peut tirer sur ce groupe : %1.</translation>
    </message>
</context>
<context>
    <name>OrdersFile</name>
    <message>
        <source>seats.%1: should be &quot;player&quot; or &quot;ai&quot;</source>
        <translation>seats.%1 : devrait être « player » ou « ai »</translation>
    </message>
    <message>
        <source>turn: should be a whole number</source>
        <translation>turn : devrait être un nombre entier</translation>
    </message>
    <message>
        <source>%1: should be a text</source>
        <translation>%1 : devrait être un texte</translation>
    </message>
    <message>
        <source>kind: should name the order</source>
        <translation>kind : devrait nommer l&apos;ordre</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2</source>
        <translation>pas du JSON : %1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>format: should be &quot;%1&quot;</source>
        <translation>format : devrait être « %1 »</translation>
    </message>
    <message>
        <source>version: made by a newer program (this one reads up to %1)</source>
        <translation>version : écrit par un programme plus récent (celui-ci lit jusqu&apos;à %1)</translation>
    </message>
    <message>
        <source>seed: should be a hexadecimal number</source>
        <translation>seed : devrait être un nombre hexadécimal</translation>
    </message>
    <message>
        <source>orders: should be a list of orders</source>
        <translation>orders : devrait être une liste d&apos;ordres</translation>
    </message>
    <message>
        <source>orders[%1]: the rules refuse it: %2</source>
        <translation>orders[%1] : les règles le refusent : %2</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>move %1</source>
        <translation>mouvement %1</translation>
    </message>
    <message>
        <source>move left %1 of %2</source>
        <translation>mouvement restant %1 sur %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>command %1</source>
        <translation>commandement %1</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>Cannot open scenario</source>
        <translation>Impossible d&apos;ouvrir le scénario</translation>
    </message>
    <message>
        <source>Nothing was loaded from this file; the table you had open is unchanged.</source>
        <translation>Rien n&apos;a été chargé de ce fichier ; la table ouverte reste inchangée.</translation>
    </message>
</context>
<context>
    <name>RaceDock</name>
    <message>
        <source>Fight, every die aggressive</source>
        <translation>Combattre, tous les dés à l&apos;attaque</translation>
    </message>
    <message>
        <source>Fight, every die defensive</source>
        <translation>Combattre, tous les dés en défense</translation>
    </message>
    <message>
        <source>Parley with %1</source>
        <translation>Parlementer avec %1</translation>
    </message>
    <message>
        <source>Hand the missive to %1</source>
        <translation>Remettre le pli à %1</translation>
    </message>
    <message>
        <source>Fire the pistol at %1 (5+)</source>
        <translation>Tirer au pistolet sur %1 (5+)</translation>
    </message>
    <message>
        <source>Boasting contest with %1</source>
        <translation>Concours de vantardise avec %1</translation>
    </message>
    <message>
        <source>Sleep, and try the campsite or billet table</source>
        <translation>Dormir, et tenter la table du bivouac ou du logement</translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation>Dormir</translation>
    </message>
    <message>
        <source>Catch the horse (5+)</source>
        <translation>Rattraper le cheval (5+)</translation>
    </message>
    <message>
        <source>Drink</source>
        <translation>Boire</translation>
    </message>
    <message>
        <source>Eat</source>
        <translation>Manger</translation>
    </message>
    <message>
        <source>Hide (4+)</source>
        <translation>Se cacher (4+)</translation>
    </message>
    <message>
        <source>Try the adventure of this place</source>
        <translation>Tenter l&apos;aventure de ce lieu</translation>
    </message>
    <message>
        <source>Loot the monastery</source>
        <translation>Piller le monastère</translation>
    </message>
    <message>
        <source>Destroy the missive</source>
        <translation>Détruire le pli</translation>
    </message>
    <message>
        <source>Roll on his captors&apos; prisoner table</source>
        <translation>Lancer sur la table des prisonniers de ses geôliers</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>La course est terminée.</translation>
    </message>
    <message>
        <source>The patrols and bands move: Next Phase plays their pursuit.</source>
        <translation>Patrouilles et bandes bougent : Phase suivante joue leur poursuite.</translation>
    </message>
    <message>
        <source>The computer rides %1: Next Phase lets it.</source>
        <translation>L&apos;ordinateur mène %1 : Phase suivante le laisse jouer.</translation>
    </message>
    <message>
        <source>%1 may try the table again.</source>
        <translation>%1 peut retenter la table.</translation>
    </message>
    <message>
        <source>Choose how many dice %1 rolls, then drag him the way he rides: he goes straight that way for what the dice give.</source>
        <translation>Choisissez combien de dés lance %1, puis faites-le glisser dans la direction où il chevauche : il va tout droit de ce que donnent les dés.</translation>
    </message>
    <message>
        <source>%1 is done: Next Phase goes on.</source>
        <translation>%1 a fini : Phase suivante pour continuer.</translation>
    </message>
    <message>
        <source>%1 has not chosen his ability and items: Pass sends him off without them.</source>
        <translation>%1 n&apos;a pas choisi son talent ni son équipement : Passer le fait partir sans eux.</translation>
    </message>
    <message>
        <source>Choose %1&apos;s action, or Pass for none.</source>
        <translation>Choisissez l&apos;action de %1, ou Passer pour n&apos;en faire aucune.</translation>
    </message>
    <message>
        <source>Fall on %1 (his enemies from now on)</source>
        <translation>Attaquer %1 (ses ennemis désormais)</translation>
    </message>
    <message>
        <source>Catch %1&apos;s horse for him (5+)</source>
        <translation>Attraper le cheval de %1 pour lui (5+)</translation>
    </message>
    <message>
        <source>Fight the farmhouse fire (4+)</source>
        <translation>Combattre l&apos;incendie de la ferme (4+)</translation>
    </message>
    <message>
        <source>Let his prisoners go (he rides one die while he keeps them)</source>
        <translation>Relâcher ses prisonniers (il n&apos;a qu&apos;un dé tant qu&apos;il les garde)</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combattre</translation>
    </message>
    <message>
        <source>Parley</source>
        <translation>Parlementer</translation>
    </message>
    <message>
        <source>Catch a horse</source>
        <translation>Attraper un cheval</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Se cacher</translation>
    </message>
    <message>
        <source>Adventure</source>
        <translation>Aventure</translation>
    </message>
    <message>
        <source>Fire the pistol</source>
        <translation>Tirer au pistolet</translation>
    </message>
    <message>
        <source>Boasting contest</source>
        <translation>Concours de vantardise</translation>
    </message>
    <message>
        <source>Hand over the missive</source>
        <translation>Remettre la missive</translation>
    </message>
    <message>
        <source>%1 rolled %2. His energy lets him roll again the dice ticked below: untick those he keeps, then Ride On.</source>
        <translation>%1 a lancé %2. Son énergie lui permet de relancer les dés cochés ci-dessous : décochez ceux qu&apos;il garde, puis En route.</translation>
    </message>
    <message>
        <source>%1 rolled %2 for the jump, %3 with his modifiers: “%4” Roll it again (it may go better or worse), or untick it to keep it; then Ride On.</source>
        <translation>%1 a obtenu %2 pour le saut, %3 avec ses modificateurs : « %4 » Relancez-le (cela peut aller mieux ou plus mal), ou décochez-le pour le garder ; puis En route.</translation>
    </message>
    <message>
        <source>%1 is set upon: he takes their blows fighting aggressively or defensively.</source>
        <translation>%1 est assailli : il reçoit leurs coups en combattant avec agressivité ou sur la défensive.</translation>
    </message>
    <message>
        <source>%1 is touched by enemies and must answer them: choose to fight defensively or aggressively, or another answer the actions offer (a parley), then Do It.</source>
        <translation>%1 est au contact d&apos;ennemis et doit leur répondre : choisissez de combattre sur la défensive ou avec agressivité, ou une autre réponse que les actions offrent (un pourparler), puis Le faire.</translation>
    </message>
</context>
<context>
    <name>RangeBand</name>
    <message>
        <source>short range</source>
        <translation>portée courte</translation>
    </message>
    <message>
        <source>medium range</source>
        <translation>portée moyenne</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>portée longue</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>hors de portée</translation>
    </message>
</context>
<context>
    <name>RangerCommandos</name>
    <message>
        <source>Landing</source>
        <translation>Débarcadère</translation>
    </message>
    <message>
        <source>Safety</source>
        <translation>Abri</translation>
    </message>
    <message>
        <source>Counters left to take: %1 (the number on its corner)</source>
        <translation>Pions restant à prendre : %1 (le nombre à son coin)</translation>
    </message>
</context>
<context>
    <name>RangerCommandosBoard</name>
    <message>
        <source>the objective &quot;%1&quot; leads into no installation: join it to one by an entry path</source>
        <translation>l&apos;objectif « %1 » ne mène à aucune installation : reliez-le à l&apos;une d&apos;elles par un chemin d&apos;entrée</translation>
    </message>
    <message>
        <source>the installations hold %1 counters between them; the set has %2</source>
        <translation>les installations contiennent %1 pions à elles toutes ; le jeu en compte %2</translation>
    </message>
    <message>
        <source>a raid is played on one grid of waves; this board has %1</source>
        <translation>un raid se joue sur une seule grille de vagues ; ce plateau en a %1</translation>
    </message>
    <message>
        <source>the dotted path %1–%2 leads onto a space no commando walks on (a dock or an installation)</source>
        <translation>le chemin pointillé %1–%2 mène sur une case où aucun commando ne marche (un quai ou une installation)</translation>
    </message>
    <message>
        <source>the arrow %1–%2 must lead from an objective into an installation</source>
        <translation>la flèche %1–%2 doit mener d&apos;un objectif à une installation</translation>
    </message>
    <message>
        <source>no objective leads into the installation &quot;%1&quot;: its counters could never be taken</source>
        <translation>aucun objectif ne mène à l&apos;installation « %1 » : ses pions ne pourraient jamais être pris</translation>
    </message>
    <message>
        <source>a second dock of the colour &quot;%1&quot;: each raider has one</source>
        <translation>un second quai de la couleur « %1 » : chaque raider n&apos;en a qu&apos;un</translation>
    </message>
    <message>
        <source>the dock &quot;%1&quot; is not on the home shore: touch it from the first column of waves or the rim beside it</source>
        <translation>le quai « %1 » n&apos;est pas sur la côte de départ : reliez-le à la première colonne de vagues ou au bord voisin</translation>
    </message>
</context>
<context>
    <name>RangerCommandosComputer</name>
    <message>
        <source>Random: any walk will do.</source>
        <translation>Au hasard : n&apos;importe quelle marche fera l&apos;affaire.</translation>
    </message>
    <message>
        <source>Computer: ends on the sentry at %1 to give the alarm (%2 % chance of being caught himself, the others more exposed).</source>
        <translation>Ordinateur : s&apos;arrête sur la sentinelle de %1 pour donner l&apos;alarme (%2 % de risque d&apos;être pris lui-même, les autres plus exposés).</translation>
    </message>
    <message>
        <source>Computer: goes for a counter at %1 (worth %2 on average; %3 % chance of capture there should the alarm sound).</source>
        <translation>Ordinateur : va chercher un jeton à %1 (%2 en moyenne ; %3 % de risque d&apos;être pris là si l&apos;alarme sonne).</translation>
    </message>
    <message>
        <source>Computer: moves to %1, nearer the counters still to take (%2 % chance of capture there should the alarm sound).</source>
        <translation>Ordinateur : va à %1, plus près des jetons à prendre (%2 % de risque d&apos;être pris là si l&apos;alarme sonne).</translation>
    </message>
</context>
<context>
    <name>RangerCommandosCounters</name>
    <message>
        <source>the General (100)</source>
        <translation>le Général (100)</translation>
    </message>
    <message>
        <source>a plain counter (0)</source>
        <translation>un jeton blanc (0)</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>un %1</translation>
    </message>
</context>
<context>
    <name>RangerCommandosGame</name>
    <message>
        <source>Alarm! %1 (%2). The raid is over; from now on the barges read the day arrow.</source>
        <translation>Alarme ! %1 (%2). Le raid est fini ; désormais les péniches lisent la flèche de jour.</translation>
    </message>
    <message>
        <source>%1 has not landed: the barge turns for home at once.</source>
        <translation>%1 n&apos;a pas débarqué : sa péniche rentre aussitôt.</translation>
    </message>
    <message>
        <source>(alarm spin %1 of %2)</source>
        <translation>(tour d&apos;alarme %1 sur %2)</translation>
    </message>
    <message>
        <source>%1 spun %2 and needed %3: the commando is back aboard.</source>
        <translation>%1 a obtenu %2 et il lui fallait %3 : le commando est de retour à bord.</translation>
    </message>
    <message>
        <source>%1 spun %2 and needed %3: captured, and out of the game with his barge and counters.</source>
        <translation>%1 a obtenu %2 et il lui fallait %3 : capturé, hors du jeu avec sa péniche et ses jetons.</translation>
    </message>
    <message>
        <source>%1&apos;s is the last barge on the water: it is called in.</source>
        <translation>La péniche de %1 est la dernière sur l&apos;eau : elle est rappelée.</translation>
    </message>
    <message>
        <source>%1 would leave the water going %2: the turn is lost.</source>
        <translation>%1 sortirait de l&apos;eau vers %2 : le tour est perdu.</translation>
    </message>
    <message>
        <source>A barge lies %1 of %2&apos;s: the turn is lost.</source>
        <translation>Une péniche est au %1 de celle de %2 : le tour est perdu.</translation>
    </message>
    <message>
        <source>%1 heads %2 for a landing already held: the turn is lost.</source>
        <translation>%1 va vers %2 sur un débarcadère déjà tenu : le tour est perdu.</translation>
    </message>
    <message>
        <source>%1 runs %2 onto a point of land: the turn is lost; another direction is needed.</source>
        <translation>%1 va vers %2 sur une pointe de terre : le tour est perdu ; il faut une autre direction.</translation>
    </message>
    <message>
        <source>%1&apos;s barge goes %2 to %3.</source>
        <translation>La péniche de %1 va vers %2 en %3.</translation>
    </message>
    <message>
        <source>%1&apos;s barge goes %2 to %3 and holds %4; the commando goes ashore next turn.</source>
        <translation>La péniche de %1 va vers %2 en %3 et tient %4 ; le commando débarque au prochain tour.</translation>
    </message>
    <message>
        <source>%1 is home at %2, place %3.</source>
        <translation>%1 est rentré à %2, place %3.</translation>
    </message>
    <message>
        <source>No walk of exactly %1 steps: %2 loses the turn.</source>
        <translation>Aucune marche d&apos;exactement %1 pas : %2 perd son tour.</translation>
    </message>
    <message>
        <source>%1&apos;s commando walks %2.</source>
        <translation>Le commando de %1 marche : %2.</translation>
    </message>
    <message>
        <source>%1&apos;s commando lands and walks %2.</source>
        <translation>Le commando de %1 débarque et marche : %2.</translation>
    </message>
    <message>
        <source>%1 ends on a sentry at %2.</source>
        <translation>%1 s&apos;arrête sur une sentinelle à %2.</translation>
    </message>
    <message>
        <source>%1 finds %2 empty.</source>
        <translation>%1 trouve %2 vide.</translation>
    </message>
    <message>
        <source>%1 takes a counter from %2, face down (%3 left there).</source>
        <translation>%1 prend un jeton à %2, face cachée (il en reste %3).</translation>
    </message>
    <message>
        <source>The last counter is gone: the island wakes.</source>
        <translation>Le dernier jeton est pris : l&apos;île s&apos;éveille.</translation>
    </message>
    <message>
        <source>crossing by night</source>
        <translation>traversée de nuit</translation>
    </message>
    <message>
        <source>at the landing: going ashore</source>
        <translation>au débarcadère : débarquement</translation>
    </message>
    <message>
        <source>the raid ashore</source>
        <translation>le raid à terre</translation>
    </message>
    <message>
        <source>the alarm: three spins to regain the barge</source>
        <translation>l&apos;alarme : trois tours pour regagner la péniche</translation>
    </message>
    <message>
        <source>the return by day</source>
        <translation>le retour de jour</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>the next raider</source>
        <translation>le pillard suivant</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>It is %1&apos;s step, not %2&apos;s.</source>
        <translation>C&apos;est au tour de %1, pas de %2.</translation>
    </message>
    <message>
        <source>Ranger Commandos has no order &quot;%1&quot;.</source>
        <translation>Ranger Commandos n&apos;a pas d&apos;ordre « %1 ».</translation>
    </message>
    <message>
        <source>The alarm&apos;s three spins are spun.</source>
        <translation>Les trois tours de l&apos;alarme sont faits.</translation>
    </message>
    <message>
        <source>%1 has spun this turn.</source>
        <translation>%1 a déjà tourné la flèche ce tour-ci.</translation>
    </message>
    <message>
        <source>No walk is to be chosen now.</source>
        <translation>Aucune marche n&apos;est à choisir maintenant.</translation>
    </message>
    <message>
        <source>That path is not a walk of exactly %1 steps ending on %2.</source>
        <translation>Ce chemin n&apos;est pas une marche d&apos;exactement %1 pas finissant à %2.</translation>
    </message>
    <message>
        <source>No walk of exactly %1 steps ends on %2.</source>
        <translation>Aucune marche d&apos;exactement %1 pas ne finit à %2.</translation>
    </message>
    <message>
        <source>%1 spins%2: segment %3, number %4, night arrow %5, day arrow %6.</source>
        <translation>%1 tourne la flèche%2 : secteur %3, nombre %4, flèche de nuit %5, flèche de jour %6.</translation>
    </message>
    <message>
        <source>%1 barge</source>
        <translation>péniche %1</translation>
    </message>
    <message>
        <source>%1 commando</source>
        <translation>commando %1</translation>
    </message>
    <message>
        <source>Round 1: night; the barges set out.</source>
        <translation>Tour 1 : la nuit ; les péniches partent.</translation>
    </message>
    <message>
        <source>%1 spins %2 for the choice of colour.</source>
        <translation>%1 obtient %2 pour le choix de la couleur.</translation>
    </message>
    <message>
        <source>A tie: those level spin again.</source>
        <translation>Égalité : les ex æquo tournent à nouveau.</translation>
    </message>
    <message>
        <source>Places home score 100, 75, 50 and 25; the counters carried home are turned up and added.</source>
        <translation>Les places au retour valent 100, 75, 50 et 25 ; les jetons rapportés sont retournés et ajoutés.</translation>
    </message>
    <message>
        <source>The most points wins; level scores go to whoever got home first. A captured raider scores nothing.</source>
        <translation>Le plus de points gagne ; à égalité, le premier rentré. Un pillard capturé ne marque rien.</translation>
    </message>
    <message>
        <source>dawn breaks over the island</source>
        <translation>l&apos;aube se lève sur l&apos;île</translation>
    </message>
    <message>
        <source>Round %1, by day.</source>
        <translation>Tour %1, de jour.</translation>
    </message>
    <message>
        <source>Round %1, by night.</source>
        <translation>Tour %1, de nuit.</translation>
    </message>
    <message>
        <source>no counters</source>
        <translation>aucun jeton</translation>
    </message>
    <message>
        <source>%1 was captured: %2 void; no points.</source>
        <translation>%1 a été capturé : %2 perdus ; aucun point.</translation>
    </message>
    <message>
        <source>%1: place %2 (%3 points) and %4: %5 points.</source>
        <translation>%1 : place %2 (%3 points) et %4 : %5 points.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Every raider was captured: nobody wins.</source>
        <translation>Tous les pillards ont été capturés : personne ne gagne.</translation>
    </message>
    <message>
        <source>%1 wins with %2 points.</source>
        <translation>%1 gagne avec %2 points.</translation>
    </message>
    <message>
        <source>%1 was captured, carrying no counters; no points.</source>
        <translation>%1 a été capturé, sans aucun jeton ; aucun point.</translation>
    </message>
    <message>
        <source>a sentry saw him at %1</source>
        <translation>une sentinelle l&apos;a vu en %1</translation>
    </message>
    <message>
        <source>%1 has raided %2 already: he takes nothing more there.</source>
        <translation>%1 a déjà attaqué %2 : il n&apos;y prend plus rien.</translation>
    </message>
    <message>
        <source>the last counter is gone</source>
        <translation>le dernier pion est pris</translation>
    </message>
    <message>
        <source>That drag has no end on the board.</source>
        <translation>Ce glissement ne finit sur aucune case du plateau.</translation>
    </message>
    <message>
        <source>The alarm is spun for: no walk is chosen now.</source>
        <translation>La roue tourne pour l&apos;alarme : aucune marche ne se choisit maintenant.</translation>
    </message>
    <message>
        <source>%1 spins first: the spinner says how many steps he walks.</source>
        <translation>%1 tourne d&apos;abord la roue : elle dit de combien de pas il marche.</translation>
    </message>
    <message>
        <source>%1 has no walk to choose this step.</source>
        <translation>%1 n&apos;a aucune marche à choisir à ce tour.</translation>
    </message>
    <message>
        <source>No walk of exactly %1 steps ends on %2: choose a ringed space.</source>
        <translation>Aucune marche d&apos;exactement %1 pas ne finit sur %2 : choisissez une case cerclée.</translation>
    </message>
    <message>
        <source>Only a raider&apos;s commando is moved, by the walks his spin gives.</source>
        <translation>Seul le commando d&apos;un pillard se déplace, par les marches que donne sa roue.</translation>
    </message>
    <message>
        <source>It is %1&apos;s step; %2 waits for his.</source>
        <translation>C&apos;est le tour de %1 ; %2 attend le sien.</translation>
    </message>
    <message>
        <source>Drop him on a space: on a ringed one, to walk there.</source>
        <translation>Lâchez-le sur une case : sur une case cerclée, pour y marcher.</translation>
    </message>
    <message>
        <source>The round limit is reached: the game stops here, the raiders still out scoring their counters only.</source>
        <translation>La limite de rondes est atteinte : la partie s&apos;arrête ici, les commandos encore dehors ne marquent que leurs pions.</translation>
    </message>
    <message>
        <source>%1 spun highest, and at a table would choose a colour first; here each seat has its colour already, and turns go %2.</source>
        <translation>%1 a tiré le plus haut et, autour d&apos;une table, choisirait sa couleur le premier ; ici chaque place a déjà sa couleur, et l&apos;ordre des tours est %2.</translation>
    </message>
    <message>
        <source>the barge&apos;s spin and wave, then the next raider</source>
        <translation>la roue tournée et la vague de la péniche, puis le pillard suivant</translation>
    </message>
</context>
<context>
    <name>RangerCommandosLog</name>
    <message>
        <source>alarm</source>
        <translation>alarme</translation>
    </message>
    <message>
        <source>crossing</source>
        <translation>traversée</translation>
    </message>
    <message>
        <source>raid</source>
        <translation>raid</translation>
    </message>
    <message>
        <source>return</source>
        <translation>retour</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partie finie</translation>
    </message>
    <message>
        <source>aboard</source>
        <translation>à bord</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>capturé</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>dawn</source>
        <translation>aube</translation>
    </message>
    <message>
        <source>home</source>
        <translation>retour au port</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>limite</translation>
    </message>
    <message>
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <source>round</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>spin</source>
        <translation>tour de roue</translation>
    </message>
    <message>
        <source>walk</source>
        <translation>marche</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
</context>
<context>
    <name>RangerCommandosPaper</name>
    <message>
        <source>A step: one spin, one ring read</source>
        <translation>Un tour : un lancer, un anneau lu</translation>
    </message>
    <message>
        <source>The raider&apos;s</source>
        <translation>Situation du pillard</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Ce qui se passe</translation>
    </message>
    <message>
        <source>barge crossing (night)</source>
        <translation>péniche en traversée (nuit)</translation>
    </message>
    <message>
        <source>One wave by the night arrow. Out of the dock E, NE and SE lead onto the first column, N and S lose the step; off the water, onto a barge or towards landings all held, the step is lost. A wave touching a free landing holds it.</source>
        <translation>Une vague selon la flèche de nuit. Au sortir du quai, E, NE et SE mènent à la première colonne, N et S font perdre le tour ; hors de l&apos;eau, sur une péniche ou vers des débarcadères tous tenus, le tour est perdu. Une vague qui touche un débarcadère libre le tient.</translation>
    </message>
    <message>
        <source>barge at a landing</source>
        <translation>péniche à un débarcadère</translation>
    </message>
    <message>
        <source>The commando goes ashore: a walk of the number, the barge to the landing counting one step.</source>
        <translation>Le commando débarque : une marche du nombre obtenu, la péniche au débarcadère comptant pour un pas.</translation>
    </message>
    <message>
        <source>commando ashore</source>
        <translation>commando à terre</translation>
    </message>
    <message>
        <source>A walk of exactly the number along dotted paths, no space entered twice, never ending where it began. An objective: the installation&apos;s top counter, face down. A sentry: the alarm.</source>
        <translation>Une marche d&apos;exactement le nombre obtenu le long des chemins pointillés, sans entrer deux fois dans une case, sans finir là où elle a commencé. Un objectif : le jeton du dessus de l&apos;installation, face cachée. Une sentinelle : l&apos;alarme.</translation>
    </message>
    <message>
        <source>barge returning (day)</source>
        <translation>péniche sur le retour (jour)</translation>
    </message>
    <message>
        <source>One wave by the day arrow (see the return).</source>
        <translation>Une vague selon la flèche de jour (voir le retour).</translation>
    </message>
    <message>
        <source>The spinner: twelve equal segments</source>
        <translation>La roue : douze secteurs égaux</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Secteur</translation>
    </message>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>night arrow</source>
        <translation>flèche de nuit</translation>
    </message>
    <message>
        <source>day arrow</source>
        <translation>flèche de jour</translation>
    </message>
    <message>
        <source>%1: %2 in 12</source>
        <translation>%1 : %2 sur 12</translation>
    </message>
    <message>
        <source>The spinner&apos;s chances</source>
        <translation>Les chances de la roue</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Anneau</translation>
    </message>
    <message>
        <source>Segments showing each</source>
        <translation>Secteurs qui montrent chaque face</translation>
    </message>
    <message>
        <source>The alarm</source>
        <translation>L&apos;alarme</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>given by</source>
        <translation>donnée par</translation>
    </message>
    <message>
        <source>a commando ending on a sentry; the last counter taken; dawn, with no alarm by the end of round %1.</source>
        <translation>un commando qui finit sur une sentinelle ; le dernier jeton pris ; l&apos;aube, sans alarme à la fin du tour %1.</translation>
    </message>
    <message>
        <source>a commando ashore</source>
        <translation>un commando à terre</translation>
    </message>
    <message>
        <source>From the raider after the giver round to the giver: %1 spins added. At least his fewest steps to his landing plus one: aboard; short: captured, out with his counters.</source>
        <translation>Du pillard qui suit celui qui l&apos;a donnée jusqu&apos;à ce dernier : %1 lancers additionnés. Au moins ses pas les plus courts jusqu&apos;à son débarcadère plus un : à bord ; moins : capturé, hors jeu avec ses jetons.</translation>
    </message>
    <message>
        <source>a barge afloat</source>
        <translation>une péniche à flot</translation>
    </message>
    <message>
        <source>Its commando never landed: it turns for home at once, no spin (one still in its dock is home).</source>
        <translation>Son commando n&apos;a jamais débarqué : elle rentre aussitôt, sans lancer (une péniche encore à quai est rentrée).</translation>
    </message>
    <message>
        <source>The return, by day</source>
        <translation>Le retour, de jour</translation>
    </message>
    <message>
        <source>The barge</source>
        <translation>La péniche</translation>
    </message>
    <message>
        <source>on the water</source>
        <translation>sur l&apos;eau</translation>
    </message>
    <message>
        <source>One wave by the day arrow; the water&apos;s edge and barges block, landings no longer do.</source>
        <translation>Une vague selon la flèche de jour ; le bord de l&apos;eau et les péniches bloquent, les débarcadères non.</translation>
    </message>
    <message>
        <source>reaching home</source>
        <translation>en rentrant</translation>
    </message>
    <message>
        <source>A wave in front of a dock, or a step from the first column into one: home in that dock, whatever its colour. Into a point of land: the step is lost.</source>
        <translation>Une vague devant un quai, ou un pas de la première colonne vers un quai : rentrée à ce quai, quelle que soit sa couleur. Vers une pointe de terre : le tour est perdu.</translation>
    </message>
    <message>
        <source>the last afloat</source>
        <translation>la dernière à flot</translation>
    </message>
    <message>
        <source>Everyone else home or captured: it is called in and takes the next place.</source>
        <translation>Tous les autres rentrés ou capturés : elle est rappelée et prend la place suivante.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Le score</translation>
    </message>
    <message>
        <source>The most points win; a tie goes to whoever came home first; captured raiders score nothing.</source>
        <translation>Le plus de points l&apos;emporte ; une égalité va au premier rentré ; un pillard capturé ne marque rien.</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Rentré</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <source>each counter carried home, turned up</source>
        <translation>chaque jeton rapporté, retourné</translation>
    </message>
    <message>
        <source>its face</source>
        <translation>sa valeur</translation>
    </message>
    <message>
        <source>The counters: %1, worth %2 in all</source>
        <translation>Les jetons : %1, valant %2 en tout</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Face</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>combien</translation>
    </message>
    <message>
        <source>General ★</source>
        <translation>Général ★</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>Ranger Commandos — quick reference</source>
        <translation>Ranger Commandos — aide-mémoire</translation>
    </message>
    <message>
        <source>The raid on one page</source>
        <translation>Le raid en une page</translation>
    </message>
    <message>
        <source>Turns go Red, Black, Green, Orange. The barges cross by night to the island&apos;s landings, the commandos raid its installations, and after the alarm the barges race home by day.</source>
        <translation>On joue dans l&apos;ordre Rouge, Noir, Vert, Orange. Les péniches traversent de nuit vers les débarcadères de l&apos;île, les commandos pillent ses installations, et après l&apos;alarme les péniches rentrent de jour au plus vite.</translation>
    </message>
    <message>
        <source>The raiders, in turn order</source>
        <translation>Les pillards, dans l&apos;ordre du jeu</translation>
    </message>
    <message>
        <source>At the end: %1 for the places home, and each counter carried home turned up.</source>
        <translation>À la fin : %1 pour les places à la rentrée, et chaque jeton rapporté, retourné.</translation>
    </message>
    <message>
        <source>Raider</source>
        <translation>Pillard</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Home dock</source>
        <translation>Quai de départ</translation>
    </message>
    <message>
        <source>Place home</source>
        <translation>Place à la rentrée</translation>
    </message>
    <message>
        <source>Counters&apos; points</source>
        <translation>Points des jetons</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>une personne</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>l&apos;ordinateur</translation>
    </message>
    <message>
        <source>The installations</source>
        <translation>Les installations</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>Installation</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Entered from</source>
        <translation>Entrée par</translation>
    </message>
    <message>
        <source>%1 counters in all</source>
        <translation>%1 jetons en tout</translation>
    </message>
    <message>
        <source>Ranger Commandos</source>
        <translation>Ranger Commandos</translation>
    </message>
    <message>
        <source>The raiders and the island</source>
        <translation>Les pillards et l&apos;île</translation>
    </message>
</context>
<context>
    <name>RangerCommandosRaider</name>
    <message>
        <source>in dock (%1)</source>
        <translation>à quai (%1)</translation>
    </message>
    <message>
        <source>crossing, wave %1</source>
        <translation>en traversée, vague %1</translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation>tient %1</translation>
    </message>
    <message>
        <source>ashore at %1, before %2</source>
        <translation>à terre à %1, devant %2</translation>
    </message>
    <message>
        <source>ashore at %1</source>
        <translation>à terre à %1</translation>
    </message>
    <message>
        <source>homeward, wave %1</source>
        <translation>sur le retour, vague %1</translation>
    </message>
    <message>
        <source>home, place %1 (%2)</source>
        <translation>rentré, place %1 (%2)</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>capturé</translation>
    </message>
</context>
<context>
    <name>RangerCommandosRuleset</name>
    <message>
        <source>A raid needs two to four raiders: sides named red, black, green or orange, each with its dock on the board.</source>
        <translation>Un raid demande de deux à quatre pillards : des camps nommés red, black, green ou orange, chacun avec son quai sur le plateau.</translation>
    </message>
</context>
<context>
    <name>RangerCommandosTerm</name>
    <message>
        <source>home dock</source>
        <translation>quai de départ</translation>
    </message>
    <message>
        <source>landing</source>
        <translation>débarcadère</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>objectif</translation>
    </message>
    <message>
        <source>safety</source>
        <translation>abri</translation>
    </message>
    <message>
        <source>plain stop</source>
        <translation>simple étape</translation>
    </message>
    <message>
        <source>sentry</source>
        <translation>sentinelle</translation>
    </message>
    <message>
        <source>installation</source>
        <translation>installation</translation>
    </message>
    <message>
        <source>dotted path</source>
        <translation>chemin pointillé</translation>
    </message>
    <message>
        <source>arrow into an installation</source>
        <translation>flèche vers une installation</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Bleus</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>all rounds</source>
        <translation>toutes les manches</translation>
    </message>
</context>
<context>
    <name>RangerCommandosWalk</name>
    <message>
        <source>to %1, a sentry: gives the alarm (%2)</source>
        <translation>vers %1, une sentinelle : donne l&apos;alarme (%2)</translation>
    </message>
    <message>
        <source>to %1, passing a sentry (%2)</source>
        <translation>vers %1, en passant une sentinelle (%2)</translation>
    </message>
    <message>
        <source>to %1 (%2)</source>
        <translation>vers %1 (%2)</translation>
    </message>
    <message>
        <source>The walk to %1:</source>
        <translation>La marche vers %1 :</translation>
    </message>
    <message>
        <source>He ends on a sentry and gives the alarm.</source>
        <translation>Il s&apos;arrête sur une sentinelle et donne l&apos;alarme.</translation>
    </message>
    <message>
        <source>He passes the sentry at %1 safely.</source>
        <translation>Il passe sans danger la sentinelle en %1.</translation>
    </message>
    <message>
        <source>He passes the sentries at %1 safely.</source>
        <translation>Il passe sans danger les sentinelles en %1.</translation>
    </message>
</context>
<context>
    <name>ReferenceSheet</name>
    <message>
        <source>graze</source>
        <translation>éraflure</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>blessure</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>The turn, for each side in turn</source>
        <translation>Le tour, pour chaque camp à son tour</translation>
    </message>
    <message>
        <source>A full move is %1 cm; %2 cm wounded or civilian; %3 cm horsed in open going.</source>
        <translation>Un mouvement complet fait %1 cm ; %2 cm blessé ou civil ; %3 cm à cheval en terrain découvert.</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Ce qui se passe</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commandement</translation>
    </message>
    <message>
        <source>Each leader rolls his command dice once and spends the points on groups within his command distance, through his NCOs and musicians.</source>
        <translation>Chaque chef lance une fois ses dés de commandement et dépense les points sur les groupes à sa distance de commandement, par ses sous-officiers et musiciens.</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Réactions</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Commanded groups move as ordered; the others carry out their reaction or their standing orders.</source>
        <translation>Les groupes commandés se déplacent selon les ordres ; les autres exécutent leur réaction ou leurs ordres permanents.</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Commanded groups fire on orders (volleys where the faction allows); the others fire at will at the nearest enemy they see.</source>
        <translation>Les groupes commandés tirent sur ordre (en salves si la faction le permet) ; les autres tirent à volonté sur l&apos;ennemi visible le plus proche.</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>Weapons (ranges in cm, edge to edge)</source>
        <translation>Armes (portées en cm, de bord à bord)</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Courte</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Longue</translation>
    </message>
    <message>
        <source>With bayonet</source>
        <translation>Avec baïonnette</translation>
    </message>
    <message>
        <source>Damage column</source>
        <translation>Colonne de dégâts</translation>
    </message>
    <message>
        <source>gunpowder</source>
        <translation>poudre</translation>
    </message>
    <message>
        <source>bow or spear</source>
        <translation>arc ou lance</translation>
    </message>
    <message>
        <source>other</source>
        <translation>autre</translation>
    </message>
    <message>
        <source>To hit: the D8 score needed</source>
        <translation>Toucher : le score nécessaire au D8</translation>
    </message>
    <message>
        <source>Heroes add %1 to the to-hit and damage dice, raw troops %2. Wounded shooters reach short range only.</source>
        <translation>Les héros ajoutent %1 aux dés pour toucher et de dégâts, les troupes novices %2. Un tireur blessé ne porte qu&apos;à courte portée.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Découvert</translation>
    </message>
    <message>
        <source>Soft cover</source>
        <translation>Couvert léger</translation>
    </message>
    <message>
        <source>Hard cover</source>
        <translation>Couvert lourd</translation>
    </message>
    <message>
        <source>Damage: the D6 after the class modifier, held to 1–6</source>
        <translation>Dégâts : le D6 après le modificateur de classe, borné à 1–6</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Gunpowder</source>
        <translation>Poudre</translation>
    </message>
    <message>
        <source>Bow or spear</source>
        <translation>Arc ou lance</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>Actions table: skirmishers, irregulars and civilians</source>
        <translation>Table des actions : tirailleurs, irréguliers et civils</translation>
    </message>
    <message>
        <source>Actions table: formed troops</source>
        <translation>Table des actions : troupes en ordre serré</translation>
    </message>
    <message>
        <source>Italic results are advice that player characters and commanded groups may ignore.</source>
        <translation>Les résultats en italique sont des conseils que les personnages joueurs et les groupes commandés peuvent ignorer.</translation>
    </message>
    <message>
        <source>Risk factor</source>
        <translation>Facteur de risque</translation>
    </message>
    <message>
        <source>D6: %1</source>
        <translation>D6 : %1</translation>
    </message>
    <message>
        <source>Risk factors</source>
        <translation>Facteurs de risque</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Facteur</translation>
    </message>
    <message>
        <source>Adds</source>
        <translation>Ajoute</translation>
    </message>
    <message>
        <source>Command reaches %1 cm, %2 cm where the leader or the figure stands in enclosed terrain. Each loyal figure commanded costs %3 point, a disloyal or running one %4. Officers and NCOs within %5 cm of a group belong to it. A leader who loaded, fired or fought last turn rolls one die fewer; a commanded drummer or bugler adds one.</source>
        <translation>Le commandement porte à %1 cm, à %2 cm si le chef ou la figurine se trouve en terrain fermé. Chaque figurine loyale commandée coûte %3 point, une figurine déloyale ou en fuite %4. Officiers et sous-officiers à moins de %5 cm d&apos;un groupe en font partie. Un chef qui a rechargé, tiré ou combattu au tour précédent lance un dé de moins ; un tambour ou un clairon commandé en ajoute un.</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Command dice (D6)</source>
        <translation>Dés de commandement (D6)</translation>
    </message>
    <message>
        <source>French and Indian Wars skirmish: quick reference</source>
        <translation>Escarmouche de la guerre de la Conquête : aide-mémoire</translation>
    </message>
    <message>
        <source>Sequence, shooting and melee</source>
        <translation>Déroulement, tir et mêlée</translation>
    </message>
    <message>
        <source>Reactions and command</source>
        <translation>Réactions et commandement</translation>
    </message>
    <message>
        <source>Every group, commanded or not, adds up its risk factor and rolls a D6 on its Actions table; upright results bind, italic ones are advice for player characters and commanded groups.</source>
        <translation>Chaque groupe, commandé ou non, fait le total de son facteur de risque et lance un D6 sur sa table des actions ; les résultats en romain s&apos;imposent, ceux en italique sont des conseils pour les personnages joueurs et les groupes commandés.</translation>
    </message>
    <message>
        <source>Figures in base contact are paired, roll a D6 each and fight; the side winning fewer pairs falls back 5 cm and is retreating (a group already running or withdrawing stays so).</source>
        <translation>Les figurines au contact sont appariées, lancent chacune un D6 et combattent ; le camp qui gagne le moins de paires recule de 5 cm et bat en retraite (un groupe qui fuit ou se replie déjà le reste).</translation>
    </message>
</context>
<context>
    <name>RiskFactor</name>
    <message>
        <source>A hero stands with the group</source>
        <translation>Un héros se tient avec le groupe</translation>
    </message>
    <message>
        <source>Every man is in cover</source>
        <translation>Chaque homme est à couvert</translation>
    </message>
    <message>
        <source>An enemy sees the group and has it in range</source>
        <translation>Un ennemi voit le groupe et l&apos;a à portée</translation>
    </message>
    <message>
        <source>Raw troops within reach of an enemy they can see</source>
        <translation>Troupes novices à portée d&apos;un ennemi qu&apos;elles voient</translation>
    </message>
    <message>
        <source>Casualties (each full tenth of the group)</source>
        <translation>Pertes (chaque dixième entier du groupe)</translation>
    </message>
    <message>
        <source>An enemy in sight on the flank or rear</source>
        <translation>Un ennemi en vue sur le flanc ou les arrières</translation>
    </message>
    <message>
        <source>Ran from the enemy last turn</source>
        <translation>A fui l&apos;ennemi au tour précédent</translation>
    </message>
    <message>
        <source>Pushed back by a lost melee</source>
        <translation>Repoussé après une mêlée perdue</translation>
    </message>
    <message>
        <source>NCOs of the platoon killed</source>
        <translation>Sous-officiers de la section tués</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>RogersRangersBattle</name>
    <message>
        <source>a leader</source>
        <translation>un chef</translation>
    </message>
    <message>
        <source>elite Rangers</source>
        <translation>Rangers d’élite</translation>
    </message>
    <message>
        <source>elite CFM</source>
        <translation>CFM d’élite</translation>
    </message>
    <message>
        <source>a long rifle</source>
        <translation>un fusil long</translation>
    </message>
    <message>
        <source>%1 long rifles</source>
        <translation>%1 fusils longs</translation>
    </message>
    <message>
        <source>an ambush</source>
        <translation>une embuscade</translation>
    </message>
    <message>
        <source> +%1 (%2)</source>
        <translation> +%1 (%2)</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Tactical Edge: the Raiders roll %1; the hostiles roll %2.</source>
        <translation>Avantage tactique : les pillards font %1 ; l’ennemi fait %2.</translation>
    </message>
    <message>
        <source>A tie: both sides roll again.</source>
        <translation>Égalité : les deux camps relancent.</translation>
    </message>
    <message>
        <source>The Raiders have the Edge and fire first in every round.</source>
        <translation>Les pillards ont l’avantage et tirent les premiers à chaque tour de feu.</translation>
    </message>
    <message>
        <source>The hostiles have the Edge and fire first in every round.</source>
        <translation>L’ennemi a l’avantage et tire le premier à chaque tour de feu.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The Raiders&apos; line, top first: %1.</source>
        <translation>La ligne des pillards, de haut en bas : %1.</translation>
    </message>
    <message>
        <source>The hostiles&apos; line, top first: %1.</source>
        <translation>La ligne ennemie, de haut en bas : %1.</translation>
    </message>
    <message>
        <source>Round %1.</source>
        <translation>Tour de feu %1.</translation>
    </message>
    <message>
        <source>%1 (with a hatchet)</source>
        <translation>%1 (avec une hachette)</translation>
    </message>
    <message>
        <source>Shot by %1 at %2: a 6, which always misses.</source>
        <translation>Tir de %1 sur %2 : un 6, qui manque toujours.</translation>
    </message>
    <message>
        <source>Shot by %1 at %2: a %3, needing %4 or less: %2 killed.</source>
        <translation>Tir de %1 sur %2 : un %3, il fallait %4 ou moins : %2 hors de combat.</translation>
    </message>
    <message>
        <source>Shot by %1 at %2: a %3, needing %4 or less: a miss.</source>
        <translation>Tir de %1 sur %2 : un %3, il fallait %4 ou moins : manqué.</translation>
    </message>
    <message>
        <source>The Raiders have nobody left to fire this round and pass.</source>
        <translation>Les pillards n’ont plus personne pour tirer à ce tour de feu et passent.</translation>
    </message>
    <message>
        <source>The hostiles have nobody left to fire this round and pass.</source>
        <translation>L’ennemi n’a plus personne pour tirer à ce tour de feu et passe.</translation>
    </message>
    <message>
        <source>The Raiders retreat: the battle is lost.</source>
        <translation>Les pillards battent en retraite : la bataille est perdue.</translation>
    </message>
    <message>
        <source>No hostile is left standing: the Raiders win the battle.</source>
        <translation>Plus aucun ennemi debout : les pillards gagnent la bataille.</translation>
    </message>
    <message>
        <source>No Raider is left standing: the hostiles win the battle.</source>
        <translation>Plus aucun pillard debout : l’ennemi gagne la bataille.</translation>
    </message>
    <message>
        <source>The Raiders have the Edge and take the skirmish&apos;s first turn.</source>
        <translation>Les pillards ont l’avantage et jouent le premier tour de l’escarmouche.</translation>
    </message>
    <message>
        <source>The hostiles have the Edge and take the skirmish&apos;s first turn.</source>
        <translation>L’ennemi a l’avantage et joue le premier tour de l’escarmouche.</translation>
    </message>
    <message>
        <source>The Raiders keep the Edge and fire first in every round.</source>
        <translation>Les pillards gardent l’avantage et tirent les premiers à chaque tour de feu.</translation>
    </message>
    <message>
        <source>The hostiles keep the Edge and fire first in every round.</source>
        <translation>L’ennemi garde l’avantage et tire le premier à chaque tour de feu.</translation>
    </message>
</context>
<context>
    <name>RogersRangersBattles</name>
    <message>
        <source>Fight in this order</source>
        <translation>Combattre dans cet ordre</translation>
    </message>
    <message>
        <source>Fight it as a French and Indian Wars skirmish</source>
        <translation>La jouer comme une escarmouche de la guerre de la Conquête</translation>
    </message>
    <message>
        <source>A line must hold every unit in the space once.</source>
        <translation>Une ligne doit contenir chaque unité de la case une seule fois.</translation>
    </message>
    <message>
        <source>%1 fires: at whom?</source>
        <translation>%1 tire : sur qui ?</translation>
    </message>
    <message>
        <source>Round %1 is over. Fight on, or retreat (a lost battle)?</source>
        <translation>Le tour de feu %1 est terminé. Continuer le combat, ou battre en retraite (une bataille perdue) ?</translation>
    </message>
    <message>
        <source>Fight on</source>
        <translation>Continuer le combat</translation>
    </message>
    <message>
        <source>Retreat to %1</source>
        <translation>Retraite vers %1</translation>
    </message>
    <message>
        <source>The force falls back to %1.</source>
        <translation>Le détachement se replie sur %1.</translation>
    </message>
    <message>
        <source>An ambush beaten off</source>
        <translation>Une embuscade repoussée</translation>
    </message>
    <message>
        <source>An ambush lost</source>
        <translation>Une embuscade perdue</translation>
    </message>
    <message>
        <source>A battle lost at %1</source>
        <translation>Une bataille perdue à %1</translation>
    </message>
    <message>
        <source>The camp at %1 is destroyed.</source>
        <translation>Le camp à %1 est détruit.</translation>
    </message>
    <message>
        <source>Indian table, the hostile Indians at %1</source>
        <translation>Table des Indiens, les Indiens ennemis à %1</translation>
    </message>
    <message>
        <source>The hostile Indians melt away into the woods.</source>
        <translation>Les Indiens ennemis se fondent dans les bois.</translation>
    </message>
    <message>
        <source>One band of hostile Indians goes home.</source>
        <translation>Une bande d&apos;Indiens ennemis rentre chez elle.</translation>
    </message>
    <message>
        <source>The hostile Indians carry the news</source>
        <translation>Les Indiens ennemis répandent la nouvelle</translation>
    </message>
    <message>
        <source>Indian table, the friendly Indians</source>
        <translation>Table des Indiens, les Indiens alliés</translation>
    </message>
    <message>
        <source>They go home</source>
        <translation>Ils rentrent</translation>
    </message>
    <message>
        <source>One band of friendly Indians goes home: which?</source>
        <translation>Une bande d&apos;Indiens alliés rentre chez elle : laquelle ?</translation>
    </message>
    <message>
        <source>It goes home</source>
        <translation>Il rentre</translation>
    </message>
    <message>
        <source>The friendly Indians scout</source>
        <translation>Les Indiens alliés partent en reconnaissance</translation>
    </message>
    <message>
        <source>The friendly Indians know a short way</source>
        <translation>Les Indiens alliés connaissent un raccourci</translation>
    </message>
    <message>
        <source>Escape, %1</source>
        <translation>Évasion, %1</translation>
    </message>
    <message>
        <source>%1 is killed.</source>
        <translation>%1 est tué.</translation>
    </message>
    <message>
        <source>%1 is lost in the woods for the rest of the mission.</source>
        <translation>%1 s&apos;égare dans les bois pour le reste de la mission.</translation>
    </message>
    <message>
        <source>%1 escapes to Rogers Island, without his gear.</source>
        <translation>%1 s&apos;échappe vers l&apos;île Rogers, sans son équipement.</translation>
    </message>
    <message>
        <source>The leader die after the win</source>
        <translation>Le dé du chef après la victoire</translation>
    </message>
    <message>
        <source>A leader joins the force: who?</source>
        <translation>Un chef rejoint le détachement : lequel ?</translation>
    </message>
    <message>
        <source>%1 joins the force at %2.</source>
        <translation>%1 rejoint le détachement à %2.</translation>
    </message>
    <message>
        <source>%1: %2 is lost.</source>
        <translation>%1 : %2 est perdu.</translation>
    </message>
    <message>
        <source>The prisoners are left at %1.</source>
        <translation>Les prisonniers sont laissés à %1.</translation>
    </message>
    <message>
        <source>The skirmish is won.</source>
        <translation>L&apos;escarmouche est gagnée.</translation>
    </message>
    <message>
        <source>The skirmish is lost.</source>
        <translation>L&apos;escarmouche est perdue.</translation>
    </message>
    <message>
        <source>%1 (it kills on %2 or less)</source>
        <translation>%1 (tue sur %2 ou moins)</translation>
    </message>
    <message>
        <source>%1 is lost in the skirmish.</source>
        <translation>%1 est perdu dans l&apos;escarmouche.</translation>
    </message>
    <message>
        <source>Beaten, the hostiles go back into the cup: %1.</source>
        <translation>Battus, les ennemis retournent dans le gobelet : %1.</translation>
    </message>
    <message>
        <source>The hostiles lose %1 in the skirmish.</source>
        <translation>Les ennemis perdent %1 dans l&apos;escarmouche.</translation>
    </message>
    <message>
        <source>The skirmish&apos;s result names %1, which was not in the battle.</source>
        <translation>Le résultat de l&apos;escarmouche nomme %1, qui n&apos;était pas de la bataille.</translation>
    </message>
    <message>
        <source>The skirmish&apos;s result names more &quot;%1&quot; than fought.</source>
        <translation>Le résultat de l&apos;escarmouche nomme plus de « %1 » qu&apos;il n&apos;en a combattu.</translation>
    </message>
    <message>
        <source>The force cannot fall back to &quot;%1&quot;.</source>
        <translation>Le détachement ne peut pas se replier sur « %1 ».</translation>
    </message>
    <message>
        <source>Fight it on the board after all, the Edge as rolled</source>
        <translation>Le livrer sur le plateau finalement, avec l’avantage tiré</translation>
    </message>
    <message>
        <source>The battle at %1 is a skirmish, the Raiders first: play it, then carry its result back.</source>
        <translation>Le combat à %1 est une escarmouche, les pillards d’abord : jouez-la, puis reportez son résultat.</translation>
    </message>
    <message>
        <source>The battle at %1 is a skirmish, the hostiles first: play it, then carry its result back.</source>
        <translation>Le combat à %1 est une escarmouche, l’ennemi d’abord : jouez-la, puis reportez son résultat.</translation>
    </message>
    <message>
        <source>The skirmish is given up: the battle is fought on the board.</source>
        <translation>L’escarmouche est abandonnée : le combat se livre sur le plateau.</translation>
    </message>
    <message>
        <source>%1 is lost in the skirmish, and with it %2.</source>
        <translation>%1 est perdu dans l’escarmouche, et avec lui %2.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Name the space the survivors fall back to: %1.</source>
        <translation>Nommez l’espace où les survivants se replient : %1.</translation>
    </message>
    <message>
        <source>One more band of Indians comes to %1.</source>
        <translation>Une bande d’Indiens de plus arrive à %1.</translation>
    </message>
    <message>
        <source>No Indian is left in the cup: nobody comes to %1.</source>
        <translation>Il ne reste aucun Indien dans le gobelet : personne n’arrive à %1.</translation>
    </message>
    <message>
        <source>Battle at %1 against %2: put your units in line, the top one first: it is the first of yours to fire, and the first shot at (the hostiles aim at your topmost unit still standing).</source>
        <translation>Bataille à %1 contre %2 : placez vos unités en ligne, celle du haut d&apos;abord : elle est la première des vôtres à tirer, et la première visée (les hostiles visent votre unité la plus haute encore debout).</translation>
    </message>
</context>
<context>
    <name>RogersRangersBoard</name>
    <message>
        <source>&quot;%1&quot; is a second staging area; the board has one already, &quot;%2&quot;, and the Rangers start from only one</source>
        <translation>« %1 » est une seconde zone de rassemblement ; le plateau en a déjà une, « %2 », et les Rangers ne partent que d&apos;une seule</translation>
    </message>
    <message>
        <source>no space is the staging area; the board needs exactly one, where the Rangers start and refit</source>
        <translation>aucune case n&apos;est la zone de rassemblement ; le plateau en demande exactement une, d&apos;où les Rangers partent et où ils se rééquipent</translation>
    </message>
    <message>
        <source>the roll %1 is given to &quot;%2&quot; already; a roll of the placement table names one space</source>
        <translation>le jet %1 est déjà attribué à « %2 » ; un jet de la table de placement désigne une seule case</translation>
    </message>
    <message>
        <source>no space has the placement roll %1 of column %2 (%3); a mission on this column needs every roll from %4 to %5</source>
        <translation>aucune case n&apos;a le jet de placement %1 de la colonne %2 (%3) ; une mission sur cette colonne demande chaque jet de %4 à %5</translation>
    </message>
</context>
<context>
    <name>RogersRangersBoardView</name>
    <message>
        <source>Objective (face down)</source>
        <translation>Objectif (face cachée)</translation>
    </message>
</context>
<context>
    <name>RogersRangersCampaign</name>
    <message>
        <source>The mission will be played again.</source>
        <translation>La mission sera rejouée.</translation>
    </message>
    <message>
        <source>The campaign is won: all four missions accomplished.</source>
        <translation>La campagne est gagnée : les quatre missions sont accomplies.</translation>
    </message>
    <message>
        <source>The campaign is lost after %1 missions won.</source>
        <translation>La campagne est perdue après %1 missions gagnées.</translation>
    </message>
    <message>
        <source>%1 RP are carried over (half of %2 RP left, plus %3 Ops left).</source>
        <translation>%1 RP sont reportés (la moitié des %2 RP restants, plus %3 Ops restantes).</translation>
    </message>
    <message>
        <source>%1 RP are carried over (half of %2 RP and %3 Ops left, rounded down).</source>
        <translation>%1 RP sont reportés (la moitié des %2 RP et %3 Ops restants, arrondie vers le bas).</translation>
    </message>
</context>
<context>
    <name>RogersRangersCards</name>
    <message>
        <source>The discards are shuffled into a new draw pile.</source>
        <translation>La défausse est mélangée pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <source>The force is at Rogers Island: the card (%1) is put away unread.</source>
        <translation>Le détachement est à l&apos;île Rogers : la carte (%1) est écartée sans être lue.</translation>
    </message>
    <message>
        <source>An Op ends at Rogers Island</source>
        <translation>Une Op se termine à l&apos;île Rogers</translation>
    </message>
    <message>
        <source>Card %1, %2: %3 %4</source>
        <translation>Carte %1, %2 : %3 %4</translation>
    </message>
    <message>
        <source>Captured Courier: which do you take?</source>
        <translation>Courrier capturé : que prenez-vous ?</translation>
    </message>
    <message>
        <source>1 RP</source>
        <translation>1 RP</translation>
    </message>
    <message>
        <source>Turn up a face-down marker</source>
        <translation>Retourner un marqueur face cachée</translation>
    </message>
    <message>
        <source>The friendly Indians find the way: no Op is lost.</source>
        <translation>Les Indiens alliés trouvent le chemin : aucune Op n&apos;est perdue.</translation>
    </message>
    <message>
        <source>The force is not on the water: no Op is lost.</source>
        <translation>Le détachement n&apos;est pas sur l&apos;eau : aucune Op n&apos;est perdue.</translation>
    </message>
    <message>
        <source>The cup is empty: nobody comes to %1.</source>
        <translation>Le gobelet est vide : personne ne vient à %1.</translation>
    </message>
    <message>
        <source>%1 garrison %2.</source>
        <translation>%1 tiennent garnison à %2.</translation>
    </message>
    <message>
        <source>%1 come to %2.</source>
        <translation>%1 arrivent à %2.</translation>
    </message>
    <message>
        <source>Where the war party appears</source>
        <translation>Où apparaît le parti de guerre</translation>
    </message>
    <message>
        <source>The war party at %1 (%2) moves to %3.</source>
        <translation>Le parti de guerre à %1 (%2) se déplace à %3.</translation>
    </message>
    <message>
        <source>No war party has anyone to advance on.</source>
        <translation>Aucun parti de guerre n&apos;a personne sur qui avancer.</translation>
    </message>
    <message>
        <source>Massacre</source>
        <translation>Massacre</translation>
    </message>
    <message>
        <source>Massacre: no marker at %1</source>
        <translation>Massacre : aucun marqueur à %1</translation>
    </message>
    <message>
        <source>%1: no face-down marker to turn up.</source>
        <translation>%1 : aucun marqueur face cachée à retourner.</translation>
    </message>
    <message>
        <source>%1: which marker is turned up?</source>
        <translation>%1 : quel marqueur retourner ?</translation>
    </message>
    <message>
        <source>The marker at %1</source>
        <translation>Le marqueur à %1</translation>
    </message>
    <message>
        <source>Militia Ops: raise Ranger Militia at %1 (1 RP each)?</source>
        <translation>Ops de milice : lever de la Milice des Rangers à %1 (1 RP chacune) ?</translation>
    </message>
    <message>
        <source>No more</source>
        <translation>Plus rien</translation>
    </message>
    <message>
        <source>Raise a Ranger Militia (1 RP)</source>
        <translation>Lever une Milice des Rangers (1 RP)</translation>
    </message>
    <message>
        <source>Ranger Militia %1 raised at %2</source>
        <translation>Milice des Rangers %1 levée à %2</translation>
    </message>
    <message>
        <source>Camp Fever: which unit is lost?</source>
        <translation>Fièvre des camps : quelle unité est perdue ?</translation>
    </message>
    <message>
        <source>The force has no Militia or Light Infantry: nobody falls sick.</source>
        <translation>Le détachement n&apos;a ni Milice ni Infanterie légère : personne ne tombe malade.</translation>
    </message>
    <message>
        <source>Camp Fever</source>
        <translation>Fièvre des camps</translation>
    </message>
    <message>
        <source>%1 takes a Supplies from the convoy.</source>
        <translation>%1 prend des Vivres au convoi.</translation>
    </message>
    <message>
        <source>%1: nobody has a free slot</source>
        <translation>%1 : personne n&apos;a d&apos;emplacement libre</translation>
    </message>
    <message>
        <source>Break Camp: move the camp?</source>
        <translation>Lever le camp : déplacer le camp ?</translation>
    </message>
    <message>
        <source>Leave it where it is</source>
        <translation>Le laisser où il est</translation>
    </message>
    <message>
        <source>Move it to %1</source>
        <translation>Le déplacer à %1</translation>
    </message>
    <message>
        <source>The camp moves from %1 to %2.</source>
        <translation>Le camp se déplace de %1 à %2.</translation>
    </message>
    <message>
        <source>The camp at %1, left alone, is destroyed.</source>
        <translation>Le camp à %1, laissé sans défense, est détruit.</translation>
    </message>
    <message>
        <source>The marker at %1 moves to %2 (placement dice %3).</source>
        <translation>Le marqueur de %1 passe à %2 (dés de placement %3).</translation>
    </message>
</context>
<context>
    <name>RogersRangersComputer</name>
    <message>
        <source>Its cheapest units stand at the top of the line.</source>
        <translation>Ses unités les moins chères se placent en haut de la ligne.</translation>
    </message>
    <message>
        <source>It shoots at the deadliest hostile.</source>
        <translation>Il tire sur l&apos;ennemi le plus dangereux.</translation>
    </message>
    <message>
        <source>It fights on: won %1 times in 100.</source>
        <translation>Il continue le combat : victoire %1 fois sur 100.</translation>
    </message>
    <message>
        <source>It falls back: won only %1 times in 100.</source>
        <translation>Il se replie : victoire seulement %1 fois sur 100.</translation>
    </message>
    <message>
        <source>The task at hand is what the mission asks.</source>
        <translation>La tâche en cours est ce que demande la mission.</translation>
    </message>
    <message>
        <source>No task worth doing here.</source>
        <translation>Aucune tâche utile ici.</translation>
    </message>
    <message>
        <source>Turning up markers is the mission.</source>
        <translation>Retourner des marqueurs est la mission.</translation>
    </message>
    <message>
        <source>Ops are running short.</source>
        <translation>Les Ops commencent à manquer.</translation>
    </message>
    <message>
        <source>RP buy what is needed later.</source>
        <translation>Les RP achètent ce qui sera nécessaire plus tard.</translation>
    </message>
    <message>
        <source>Far from home: a camp to fall back on.</source>
        <translation>Loin de la base : un camp où se replier.</translation>
    </message>
    <message>
        <source>Home is near enough.</source>
        <translation>La base est assez proche.</translation>
    </message>
    <message>
        <source>Militia only when RP are to spare.</source>
        <translation>De la milice seulement quand il reste des RP à revendre.</translation>
    </message>
    <message>
        <source>The cheapest unit is given up.</source>
        <translation>L&apos;unité la moins chère est sacrifiée.</translation>
    </message>
    <message>
        <source>The usual answer.</source>
        <translation>La réponse habituelle.</translation>
    </message>
    <message>
        <source>Every die is worth a try.</source>
        <translation>Chaque dé vaut la peine d&apos;essayer.</translation>
    </message>
    <message>
        <source>home</source>
        <translation>la base</translation>
    </message>
    <message>
        <source>the camp</source>
        <translation>le camp</translation>
    </message>
    <message>
        <source>a face-down marker</source>
        <translation>un marqueur face cachée</translation>
    </message>
    <message>
        <source>a marker to take</source>
        <translation>un marqueur à prendre</translation>
    </message>
    <message>
        <source>, a battle won %1 times in 100</source>
        <translation>, une bataille gagnée %1 fois sur 100</translation>
    </message>
    <message>
        <source>The mission&apos;s victory is met.</source>
        <translation>La victoire de la mission est acquise.</translation>
    </message>
    <message>
        <source>The strongest force operates.</source>
        <translation>Le détachement le plus fort opère.</translation>
    </message>
    <message>
        <source>A face-down marker is in reach of the scouts.</source>
        <translation>Un marqueur face cachée est à portée des éclaireurs.</translation>
    </message>
    <message>
        <source>Staying is worth most: %1.</source>
        <translation>Rester sur place vaut le plus : %1.</translation>
    </message>
    <message>
        <source>The force is small and RP are on the track: refit.</source>
        <translation>Le détachement est réduit et il reste des RP sur la piste : se rééquiper.</translation>
    </message>
    <message>
        <source>Towards %1.</source>
        <translation>Vers %1.</translation>
    </message>
    <message>
        <source>It buys what the mission asks for first (%1).</source>
        <translation>Il achète d&apos;abord ce que demande la mission (%1).</translation>
    </message>
    <message>
        <source>Nothing more is worth its RP now.</source>
        <translation>Plus rien ne vaut ses RP pour le moment.</translation>
    </message>
    <message>
        <source>By boat, towards %1.</source>
        <translation>En bateau, vers %1.</translation>
    </message>
    <message>
        <source>The computer fights on the board.</source>
        <translation>L’ordinateur combat sur le plateau.</translation>
    </message>
    <message>
        <source>Every force in reach is worth more at the camp.</source>
        <translation>Chaque détachement à portée vaut davantage au camp.</translation>
    </message>
    <message>
        <source>Forces with better to do stay where they are.</source>
        <translation>Les détachements qui ont mieux à faire restent où ils sont.</translation>
    </message>
</context>
<context>
    <name>RogersRangersDock</name>
    <message>
        <source>Op:</source>
        <translation>Opération :</translation>
    </message>
    <message>
        <source>Ops left:</source>
        <translation>Opérations restantes :</translation>
    </message>
    <message>
        <source>Recruit points:</source>
        <translation>Points de recrutement :</translation>
    </message>
    <message>
        <source>Alert:</source>
        <translation>Alerte :</translation>
    </message>
    <message>
        <source>Last operation card</source>
        <translation>Dernière carte d’opération</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Votre décision</translation>
    </message>
</context>
<context>
    <name>RogersRangersGame</name>
    <message>
        <source>the mission is over</source>
        <translation>la mission est terminée</translation>
    </message>
    <message>
        <source>The mission is over.</source>
        <translation>La mission est terminée.</translation>
    </message>
    <message>
        <source>Intel gained %1 of 2; markers turned up %2 of 5</source>
        <translation>Renseignements obtenus %1 sur 2 ; marqueurs retournés %2 sur 5</translation>
    </message>
    <message>
        <source>villages destroyed %1 of 2</source>
        <translation>villages détruits %1 sur 2</translation>
    </message>
    <message>
        <source>prisoners rescued %1 of 2</source>
        <translation>prisonniers délivrés %1 sur 2</translation>
    </message>
    <message>
        <source>an ambush won: %1; depots destroyed %2 of 1</source>
        <translation>une embuscade gagnée : %1 ; dépôts détruits %2 sur 1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>The mission is won when its victory is met by the time the Ops run out; you may end it as soon as it is met.</source>
        <translation>La mission est gagnée si sa victoire est acquise quand les Ops sont épuisées ; vous pouvez la terminer dès qu&apos;elle est acquise.</translation>
    </message>
    <message>
        <source>In the campaign a mission counts only with Rogers back at Rogers Island or the camp; the first lost is played again, a second loses the campaign.</source>
        <translation>Dans la campagne, une mission ne compte que si Rogers est revenu à l&apos;île Rogers ou au camp ; la première perdue est rejouée, une deuxième fait perdre la campagne.</translation>
    </message>
    <message>
        <source>This needs an answer of your own: %1</source>
        <translation>Ceci demande votre propre réponse : %1</translation>
    </message>
</context>
<context>
    <name>RogersRangersHandover</name>
    <message>
        <source>That game is not the skirmish of this battle.</source>
        <translation>Cette partie n&apos;est pas l&apos;escarmouche de cette bataille.</translation>
    </message>
    <message>
        <source>That skirmish is not over yet: play it to its end first.</source>
        <translation>Cette escarmouche n&apos;est pas finie : jouez-la d&apos;abord jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>No battle is waiting for a skirmish&apos;s result now.</source>
        <translation>Aucun combat n’attend le résultat d’une escarmouche.</translation>
    </message>
</context>
<context>
    <name>RogersRangersLog</name>
    <message>
        <source>act</source>
        <translation>action du détachement</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>bataille</translation>
    </message>
    <message>
        <source>end of the Op</source>
        <translation>fin de l&apos;Op</translation>
    </message>
    <message>
        <source>force</source>
        <translation>détachement</translation>
    </message>
    <message>
        <source>objectives</source>
        <translation>objectifs</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>ravitaillement</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>avance</translation>
    </message>
    <message>
        <source>alert</source>
        <translation>alerte</translation>
    </message>
    <message>
        <source>camp</source>
        <translation>camp</translation>
    </message>
    <message>
        <source>campaign</source>
        <translation>campagne</translation>
    </message>
    <message>
        <source>demolition</source>
        <translation>démolition</translation>
    </message>
    <message>
        <source>escape</source>
        <translation>évasion</translation>
    </message>
    <message>
        <source>gear</source>
        <translation>équipement</translation>
    </message>
    <message>
        <source>hostiles</source>
        <translation>ennemis</translation>
    </message>
    <message>
        <source>Indians</source>
        <translation>Indiens</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>chef</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>marqueur</translation>
    </message>
    <message>
        <source>mission</source>
        <translation>mission</translation>
    </message>
    <message>
        <source>Ops</source>
        <translation>Ops</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>RP</translation>
    </message>
    <message>
        <source>scouting</source>
        <translation>reconnaissance</translation>
    </message>
</context>
<context>
    <name>RogersRangersMission</name>
    <message>
        <source>Gain both Intel markers and turn up five of the six markers.</source>
        <translation>Obtenez les deux marqueurs Renseignements et retournez cinq des six marqueurs.</translation>
    </message>
    <message>
        <source>Destroy both Hostile Villages.</source>
        <translation>Détruisez les deux Villages ennemis.</translation>
    </message>
    <message>
        <source>Bring both Prisoners home to Rogers Island or the camp.</source>
        <translation>Ramenez les deux Prisonniers à l&apos;île Rogers ou au camp.</translation>
    </message>
    <message>
        <source>Win the battle of an Ambush, and destroy a Depot.</source>
        <translation>Gagnez la bataille d&apos;une Embuscade, et détruisez un Dépôt.</translation>
    </message>
    <message>
        <source>the mission %1 puts a garrison in &quot;%2&quot;, and no space has that id</source>
        <translation>la mission %1 place une garnison en « %2 », et aucune case n&apos;a cet identifiant</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Équilibrée</translation>
    </message>
    <message>
        <source>The rules&apos; numbers</source>
        <translation>Les valeurs des règles</translation>
    </message>
    <message>
        <source>The missions&apos; Ops, RP and Alert set so that the computer&apos;s Rangers win each about half the time: Scouting is harder, Frontier Raiding and Rescue easier; a campaign carries half the RP left plus all the Ops left.</source>
        <translation>Les Ops, RP et Alerte des missions réglés pour que les Rangers de l&apos;ordinateur gagnent chacune environ une fois sur deux : la Reconnaissance est plus dure, le Raid frontalier et le Sauvetage plus faciles ; une campagne reporte la moitié des RP restants plus toutes les Ops restantes.</translation>
    </message>
    <message>
        <source>The missions&apos; Ops, RP and Alert as the rules give them; a campaign carries half of the RP and Ops left, rounded down.</source>
        <translation>Les Ops, RP et Alerte des missions tels que les règles les donnent ; une campagne reporte la moitié des RP et Ops restants, arrondie vers le bas.</translation>
    </message>
    <message>
        <source>the mission %1 puts a garrison in &quot;%2&quot;, the staging area, which hostiles never enter</source>
        <translation>la mission %1 place une garnison dans « %2 », la zone de rassemblement, où les ennemis n’entrent jamais</translation>
    </message>
</context>
<context>
    <name>RogersRangersMoves</name>
    <message>
        <source>The force marches from %1 to %2.</source>
        <translation>Le détachement marche de %1 à %2.</translation>
    </message>
    <message>
        <source>Boat move</source>
        <translation>Déplacement en bateau</translation>
    </message>
    <message>
        <source>The boats may go %1 water paths: where to?</source>
        <translation>Les bateaux peuvent parcourir %1 voies d&apos;eau : vers où ?</translation>
    </message>
    <message>
        <source>Stay where it is</source>
        <translation>Rester sur place</translation>
    </message>
    <message>
        <source>Row to %1</source>
        <translation>Ramer vers %1</translation>
    </message>
    <message>
        <source>The boats stay at %1.</source>
        <translation>Les bateaux restent à %1.</translation>
    </message>
    <message>
        <source>Rowing past the hostiles at %1</source>
        <translation>En ramant devant l&apos;ennemi à %1</translation>
    </message>
    <message>
        <source>The boats are ambushed at %1!</source>
        <translation>Les bateaux tombent dans une embuscade à %1 !</translation>
    </message>
    <message>
        <source>The boats are stopped at %1.</source>
        <translation>Les bateaux sont arrêtés à %1.</translation>
    </message>
    <message>
        <source>The boats go from %1 to %2.</source>
        <translation>Les bateaux vont de %1 à %2.</translation>
    </message>
</context>
<context>
    <name>RogersRangersObjectives</name>
    <message>
        <source>found by the force</source>
        <translation>trouvé par le détachement</translation>
    </message>
    <message>
        <source>The marker at %1 is turned up (%2): %3.</source>
        <translation>Le marqueur à %1 est retourné (%2) : %3.</translation>
    </message>
    <message>
        <source>It is not what this mission seeks: removed.</source>
        <translation>Ce n&apos;est pas ce que cherche cette mission : retiré.</translation>
    </message>
    <message>
        <source>Ambush at %1!</source>
        <translation>Embuscade à %1 !</translation>
    </message>
    <message>
        <source>The Objective segment at %1: a task?</source>
        <translation>Le segment Objectif à %1 : une tâche ?</translation>
    </message>
    <message>
        <source>No task</source>
        <translation>Aucune tâche</translation>
    </message>
    <message>
        <source>Destroy the %1</source>
        <translation>Détruire : %1</translation>
    </message>
    <message>
        <source>Take the prisoners (Alert +1)</source>
        <translation>Prendre les prisonniers (Alerte +1)</translation>
    </message>
    <message>
        <source>Gain the intelligence</source>
        <translation>Obtenir les renseignements</translation>
    </message>
    <message>
        <source>Spring the ambush</source>
        <translation>Déclencher l&apos;embuscade</translation>
    </message>
    <message>
        <source>The prisoners are freed; %1 takes them home.</source>
        <translation>Les prisonniers sont libérés ; %1 les ramène.</translation>
    </message>
    <message>
        <source>Prisoners taken</source>
        <translation>Prisonniers pris</translation>
    </message>
    <message>
        <source>The intelligence is gained.</source>
        <translation>Les renseignements sont obtenus.</translation>
    </message>
    <message>
        <source>Demolition of the %1: the next die?</source>
        <translation>Démolition (%1) : le dé suivant ?</translation>
    </message>
    <message>
        <source>%1 tries</source>
        <translation>%1 essaie</translation>
    </message>
    <message>
        <source>Spend a gunpowder barrel</source>
        <translation>Utiliser un baril de poudre</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>The demolition stops; it may be tried again later.</source>
        <translation>La démolition s&apos;arrête ; elle pourra être retentée plus tard.</translation>
    </message>
    <message>
        <source>Demolition</source>
        <translation>Démolition</translation>
    </message>
    <message>
        <source>A demolition mishap</source>
        <translation>Un incident de démolition</translation>
    </message>
    <message>
        <source>Nothing comes of it.</source>
        <translation>Il n&apos;en sort rien.</translation>
    </message>
    <message>
        <source>The %1 is destroyed.</source>
        <translation>Détruit : %1.</translation>
    </message>
    <message>
        <source>The %1 burns</source>
        <translation>Incendie : %1</translation>
    </message>
    <message>
        <source>The reward of the %1: which?</source>
        <translation>La récompense (%1) : laquelle ?</translation>
    </message>
    <message>
        <source>%1 RP</source>
        <translation>%1 RP</translation>
    </message>
    <message>
        <source>Ops +%1</source>
        <translation>Ops +%1</translation>
    </message>
    <message>
        <source>Turn up a face-down marker</source>
        <translation>Retourner un marqueur face cachée</translation>
    </message>
    <message>
        <source>The reward of the %1</source>
        <translation>La récompense (%1)</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 prend %2.</translation>
    </message>
    <message>
        <source>Build the Ranger Camp at %1 for 3 RP?</source>
        <translation>Construire le camp des Rangers à %1 pour 3 RP ?</translation>
    </message>
    <message>
        <source>Not here</source>
        <translation>Pas ici</translation>
    </message>
    <message>
        <source>Build the camp (3 RP)</source>
        <translation>Construire le camp (3 RP)</translation>
    </message>
    <message>
        <source>The camp is built at %1</source>
        <translation>Le camp est construit à %1</translation>
    </message>
    <message>
        <source>Prisoners are brought home safe.</source>
        <translation>Les prisonniers sont ramenés sains et saufs.</translation>
    </message>
    <message>
        <source>Take the reward as it is offered.</source>
        <translation>Prenez la récompense telle qu&apos;elle est offerte.</translation>
    </message>
    <message>
        <source>That item is not to be had.</source>
        <translation>Cet objet n&apos;est pas disponible.</translation>
    </message>
    <message>
        <source>That unit is not with the force or has no free hand.</source>
        <translation>Cette unité n&apos;est pas avec la force, ou n&apos;a pas de main libre.</translation>
    </message>
</context>
<context>
    <name>RogersRangersOperation</name>
    <message>
        <source>No unit is left that can operate.</source>
        <translation>Il ne reste aucune unité capable d&apos;opérer.</translation>
    </message>
    <message>
        <source>Op %1 (%2 Ops left): choose the force that operates.</source>
        <translation>Op %1 (%2 Ops restantes) : choisissez le détachement qui opère.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Buy an Op (2 RP)</source>
        <translation>Acheter une Op (2 RP)</translation>
    </message>
    <message>
        <source>End the mission now: its victory is met</source>
        <translation>Terminer la mission maintenant : sa victoire est acquise</translation>
    </message>
    <message>
        <source>Choose a space with your units, and some of them.</source>
        <translation>Choisissez une case avec vos unités, et certaines d&apos;entre elles.</translation>
    </message>
    <message>
        <source>%1 is not one of the units there.</source>
        <translation>%1 ne fait pas partie des unités présentes ici.</translation>
    </message>
    <message>
        <source>An Op bought</source>
        <translation>Une Op achetée</translation>
    </message>
    <message>
        <source>You end the mission.</source>
        <translation>Vous terminez la mission.</translation>
    </message>
    <message>
        <source>Op %1: %2 operate from %3</source>
        <translation>Op %1 : %2 opèrent depuis %3</translation>
    </message>
    <message>
        <source>What does the force at %1 do?</source>
        <translation>Que fait le détachement à %1 ?</translation>
    </message>
    <message>
        <source>Stay where it is</source>
        <translation>Rester sur place</translation>
    </message>
    <message>
        <source>March to %1</source>
        <translation>Marcher vers %1</translation>
    </message>
    <message>
        <source>Take to the boats (roll a die)</source>
        <translation>Prendre les bateaux (lancer un dé)</translation>
    </message>
    <message>
        <source>Scout the marker at %1</source>
        <translation>Reconnaître le marqueur à %1</translation>
    </message>
    <message>
        <source>Resupply at the camp</source>
        <translation>Ravitaillement au camp</translation>
    </message>
    <message>
        <source>Rally at the camp</source>
        <translation>Ralliement au camp</translation>
    </message>
    <message>
        <source>Refit at Rogers Island</source>
        <translation>Se rééquiper à l&apos;île Rogers</translation>
    </message>
    <message>
        <source>Hand %1 from %2 to %3</source>
        <translation>Remettre %1 de %2 à %3</translation>
    </message>
    <message>
        <source>Scouting %1%2</source>
        <translation>Reconnaissance %1%2</translation>
    </message>
    <message>
        <source>, +1 with Rogers</source>
        <translation>, +1 avec Rogers</translation>
    </message>
    <message>
        <source>scouted</source>
        <translation>reconnu</translation>
    </message>
    <message>
        <source>The scouts learn nothing.</source>
        <translation>Les éclaireurs n&apos;apprennent rien.</translation>
    </message>
    <message>
        <source>Resupply: buy gear at the camp (%1 RP).</source>
        <translation>Ravitaillement : achetez de l&apos;équipement au camp (%1 RP).</translation>
    </message>
    <message>
        <source>Refit: buy units and gear at Rogers Island (%1 RP).</source>
        <translation>Rééquipement : achetez des unités et de l&apos;équipement à l&apos;île Rogers (%1 RP).</translation>
    </message>
    <message>
        <source>The force stays at %1.</source>
        <translation>Le détachement reste à %1.</translation>
    </message>
    <message>
        <source>%1 hands %2 to %3.</source>
        <translation>%1 remet %2 à %3.</translation>
    </message>
    <message>
        <source>The rally brings nobody in.</source>
        <translation>Le ralliement n&apos;amène personne.</translation>
    </message>
    <message>
        <source>Rally at the camp: %1 come in.</source>
        <translation>Ralliement au camp : %1 arrivent.</translation>
    </message>
    <message>
        <source>Rally at the camp: which forces come in?</source>
        <translation>Ralliement au camp : quels détachements arrivent ?</translation>
    </message>
    <message>
        <source>None of them</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>All of them: %1</source>
        <translation>Tous : %1</translation>
    </message>
    <message>
        <source>Only from %1</source>
        <translation>Seulement depuis %1</translation>
    </message>
    <message>
        <source>%1 is not a force in reach of the camp, or is named twice.</source>
        <translation>%1 n’est pas un détachement à portée du camp, ou est nommé deux fois.</translation>
    </message>
</context>
<context>
    <name>RogersRangersPaper</name>
    <message>
        <source>%1: the set-up</source>
        <translation>%1 : la mise en place</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>As the mission gives it</source>
        <translation>Selon la mission</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>Ops, RP, Alert</source>
        <translation>Ops, RP, Alerte</translation>
    </message>
    <message>
        <source>%1 Ops, %2 RP, Alert %3</source>
        <translation>%1 Ops, %2 RP, Alerte %3</translation>
    </message>
    <message>
        <source>Markers, face down</source>
        <translation>Marqueurs, face cachée</translation>
    </message>
    <message>
        <source>Garrisons</source>
        <translation>Garnisons</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Placement, column %1 (two dice)</source>
        <translation>Placement, colonne %1 (deux dés)</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Marker here</source>
        <translation>Marqueur ici</translation>
    </message>
    <message>
        <source>Tracks, to mark in pencil</source>
        <translation>Pistes, à marquer au crayon</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Piste</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Cases à cocher</translation>
    </message>
    <message>
        <source>Ops left</source>
        <translation>Ops restantes</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>RP</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alerte</translation>
    </message>
    <message>
        <source>Rogers&apos; Rangers</source>
        <translation>Les Rangers de Rogers</translation>
    </message>
    <message>
        <source>An Op, in order</source>
        <translation>Une Op, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>What is done</source>
        <translation>Ce qui se fait</translation>
    </message>
    <message>
        <source>1. Force</source>
        <translation>1. Détachement</translation>
    </message>
    <message>
        <source>Choose units standing in one space (never the camp); Ops −1. Gear may change hands there.</source>
        <translation>Choisissez des unités se trouvant dans une même case (jamais le camp) ; Ops −1. L&apos;équipement peut y changer de mains.</translation>
    </message>
    <message>
        <source>2. Scout</source>
        <translation>2. Reconnaissance</translation>
    </message>
    <message>
        <source>With Rangers: a face-down marker within 2 paths turns up on 4+ (+1 with Rogers); once an Op.</source>
        <translation>Avec des Rangers : un marqueur face cachée à 2 chemins ou moins est retourné sur 4+ (+1 avec Rogers) ; une fois par Op.</translation>
    </message>
    <message>
        <source>3. Act</source>
        <translation>3. Action</translation>
    </message>
    <message>
        <source>March on trails up to the lowest allowance (+1 with friendly Indians), or row water paths a die plus it; stop at markers and hostiles. At the camp: Resupply or Rally. At Rogers Island: Refit.</source>
        <translation>Marchez sur les pistes jusqu&apos;à la plus faible capacité de mouvement (+1 avec des Indiens alliés), ou ramez sur les voies d&apos;eau un dé plus celle-ci ; arrêt aux marqueurs et aux ennemis. Au camp : Ravitaillement ou Ralliement. À l&apos;île Rogers : Rééquipement.</translation>
    </message>
    <message>
        <source>4. Card</source>
        <translation>4. Carte</translation>
    </message>
    <message>
        <source>Draw and carry out an operation card; at Rogers Island it is put away unread and the Alert drops by 1.</source>
        <translation>Tirez et appliquez une carte d&apos;opération ; à l&apos;île Rogers, elle est écartée sans être lue et l&apos;Alerte baisse de 1.</translation>
    </message>
    <message>
        <source>5. Battles</source>
        <translation>5. Batailles</translation>
    </message>
    <message>
        <source>Wherever your units and hostiles share a space, the force&apos;s space first.</source>
        <translation>Partout où vos unités et des ennemis partagent une case, celle du détachement d&apos;abord.</translation>
    </message>
    <message>
        <source>6. Objectives</source>
        <translation>6. Objectifs</translation>
    </message>
    <message>
        <source>Turn up a marker here (an Ambush springs); with no hostiles, one task; the camp may be built (3 RP).</source>
        <translation>Retournez un marqueur ici (une Embuscade se déclenche) ; sans ennemis, une tâche ; le camp peut être construit (3 RP).</translation>
    </message>
    <message>
        <source>7. Supply</source>
        <translation>7. Ravitaillement</translation>
    </message>
    <message>
        <source>More than 4 paths from Rogers Island and the camp: spend a Supplies, or lose a unit unless next to either.</source>
        <translation>À plus de 4 chemins de l&apos;île Rogers et du camp : dépensez des Vivres, ou perdez une unité sauf à côté de l&apos;un ou de l&apos;autre.</translation>
    </message>
    <message>
        <source>Your pieces</source>
        <translation>Vos pions</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Allowance</source>
        <translation>Capacité de mouvement</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>The hostiles</source>
        <translation>Les ennemis</translation>
    </message>
    <message>
        <source>Forest, village</source>
        <translation>Forêt, village</translation>
    </message>
    <message>
        <source>Fort, open</source>
        <translation>Fort, découvert</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <source>Tactical Edge: each side rolls a die; yours +1 with a leader, +1 with Rangers, +1 for each long rifle; theirs +1 with a leader, +1 with CFM, +2 in an ambush. Ties roll again; the higher fires first every round.</source>
        <translation>Avantage tactique : chaque côté lance un dé ; le vôtre +1 avec un chef, +1 avec des Rangers, +1 par fusil long ; le leur +1 avec un chef, +1 avec des CFM, +2 en embuscade. En cas d&apos;égalité, on relance ; le plus haut tire en premier à chaque tour de feu.</translation>
    </message>
    <message>
        <source>The hostiles line up highest value first and always shoot your topmost unit standing. Turn about, each unit fires once a round: a die at or under its value (+1 with a hatchet) kills; a 6 always misses. After a round you may retreat one trail path to a space without hostiles: a lost battle.</source>
        <translation>Les ennemis se mettent en ligne, la plus forte valeur d&apos;abord, et tirent toujours sur votre unité debout la plus haute. À tour de rôle, chaque unité tire une fois par tour de feu : un dé inférieur ou égal à sa valeur (+1 avec une hachette) tue ; un 6 rate toujours. Après un tour de feu, vous pouvez battre en retraite d&apos;un chemin de piste vers une case sans ennemis : c&apos;est une bataille perdue.</translation>
    </message>
    <message>
        <source>After: the Indian table for each side with Indians left; Escape for each leader of yours killed; won, a 6 brings Putnam or Stark; lost, Alert +1, a camp there is destroyed and prisoners are left. An ambush won gives Ops +1, lost Ops −1.</source>
        <translation>Après : la table des Indiens pour chaque côté ayant encore des Indiens ; Évasion pour chacun de vos chefs tués ; gagnée, un 6 amène Putnam ou Stark ; perdue, Alerte +1, un camp présent dans la case est détruit et les prisonniers sont laissés. Une embuscade gagnée donne Ops +1, perdue Ops −1.</translation>
    </message>
    <message>
        <source>Indian table, hostile Indians</source>
        <translation>Table des Indiens, Indiens ennemis</translation>
    </message>
    <message>
        <source>all back into the cup</source>
        <translation>tous retournent dans le gobelet</translation>
    </message>
    <message>
        <source>one back into the cup</source>
        <translation>un retourne dans le gobelet</translation>
    </message>
    <message>
        <source>they stay</source>
        <translation>ils restent</translation>
    </message>
    <message>
        <source>Alert +1</source>
        <translation>Alerte +1</translation>
    </message>
    <message>
        <source>one more Indian drawn</source>
        <translation>un Indien de plus tiré</translation>
    </message>
    <message>
        <source>Indian table, friendly Indians</source>
        <translation>Table des Indiens, Indiens alliés</translation>
    </message>
    <message>
        <source>all go home</source>
        <translation>tous rentrent chez eux</translation>
    </message>
    <message>
        <source>one goes home</source>
        <translation>un rentre chez lui</translation>
    </message>
    <message>
        <source>a marker within 2 paths turned up</source>
        <translation>un marqueur à 2 chemins ou moins retourné</translation>
    </message>
    <message>
        <source>Ops +1</source>
        <translation>Ops +1</translation>
    </message>
    <message>
        <source>Escape, for each leader killed</source>
        <translation>Évasion, pour chaque chef tué</translation>
    </message>
    <message>
        <source>killed, out of the game</source>
        <translation>tué, hors jeu</translation>
    </message>
    <message>
        <source>lost in the woods for this mission</source>
        <translation>égaré dans les bois pour cette mission</translation>
    </message>
    <message>
        <source>escaped to Rogers Island</source>
        <translation>échappé vers l&apos;île Rogers</translation>
    </message>
    <message>
        <source>Demolition, a die each</source>
        <translation>Démolition, un dé chacun</translation>
    </message>
    <message>
        <source>mishap: Alert +1</source>
        <translation>incident : Alerte +1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>destroyed: take the reward</source>
        <translation>détruit : prenez la récompense</translation>
    </message>
    <message>
        <source>The operation cards</source>
        <translation>Les cartes d&apos;opération</translation>
    </message>
    <message>
        <source>One of each, shuffled; the discards are shuffled again when the pile runs out</source>
        <translation>Une de chaque, mélangées ; la défausse est remélangée quand la pioche est épuisée</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Ce qui se passe</translation>
    </message>
    <message>
        <source>Encounter N: hostiles drawn into the force&apos;s space. War party N: drawn into a space rolled on the mission&apos;s column. Advance N: every war party walks up to N trail paths towards the nearest space with your units (never Rogers Island).</source>
        <translation>Rencontre N : des ennemis sont tirés dans la case du détachement. Parti de guerre N : tirés dans une case obtenue par un jet sur la colonne de la mission. Avancer N : chaque parti de guerre parcourt jusqu&apos;à N chemins de piste vers la case la plus proche occupée par vos unités (jamais l&apos;île Rogers).</translation>
    </message>
    <message>
        <source>Rogers&apos; Rangers: the rules in short</source>
        <translation>Les Rangers de Rogers : les règles en bref</translation>
    </message>
    <message>
        <source>The Op and the pieces</source>
        <translation>L&apos;Op et les pions</translation>
    </message>
    <message>
        <source>%1 (difficulty: %2)</source>
        <translation>%1 (difficulté : %2)</translation>
    </message>
</context>
<context>
    <name>RogersRangersPieces</name>
    <message>
        <source>Rogers</source>
        <translation>Rogers</translation>
    </message>
    <message>
        <source>Putnam</source>
        <translation>Putnam</translation>
    </message>
    <message>
        <source>Stark</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Rangers</source>
        <translation>Rangers</translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation>Infanterie légère</translation>
    </message>
    <message>
        <source>Pioneers</source>
        <translation>Pionniers</translation>
    </message>
    <message>
        <source>Ranger Militia</source>
        <translation>Milice des Rangers</translation>
    </message>
    <message>
        <source>friendly Indians</source>
        <translation>Indiens alliés</translation>
    </message>
    <message>
        <source>the light gun</source>
        <translation>canon léger</translation>
    </message>
    <message>
        <source>the Ranger Camp</source>
        <translation>camp des Rangers</translation>
    </message>
    <message>
        <source>Supplies</source>
        <translation>Vivres</translation>
    </message>
    <message>
        <source>a gunpowder barrel</source>
        <translation>un baril de poudre</translation>
    </message>
    <message>
        <source>a hatchet</source>
        <translation>une hachette</translation>
    </message>
    <message>
        <source>a long rifle</source>
        <translation>un fusil long</translation>
    </message>
    <message>
        <source>a boat</source>
        <translation>un bateau</translation>
    </message>
    <message>
        <source>CFM</source>
        <translation>CFM</translation>
    </message>
    <message>
        <source>French regulars</source>
        <translation>Réguliers français</translation>
    </message>
    <message>
        <source>hostile Indians</source>
        <translation>Indiens ennemis</translation>
    </message>
    <message>
        <source>French leader</source>
        <translation>Chef français</translation>
    </message>
</context>
<context>
    <name>RogersRangersQuestion</name>
    <message>
        <source>&quot;%1&quot; does not answer the question at hand: %2</source>
        <translation>« %1 » ne répond pas à la question posée : %2</translation>
    </message>
</context>
<context>
    <name>RogersRangersReferee</name>
    <message>
        <source>The force is raised; %1 RP are left on the track.</source>
        <translation>Le détachement est levé ; il reste %1 RP sur la piste.</translation>
    </message>
    <message>
        <source>%1: a die, %2.</source>
        <translation>%1 : un dé, %2.</translation>
    </message>
    <message>
        <source>%1: two dice, %2 and %3, %4.</source>
        <translation>%1 : deux dés, %2 et %3, %4.</translation>
    </message>
    <message>
        <source>%1: the Alert stays at %2.</source>
        <translation>%1 : l&apos;Alerte reste à %2.</translation>
    </message>
    <message>
        <source>%1: the Alert goes from %2 to %3.</source>
        <translation>%1 : l&apos;Alerte passe de %2 à %3.</translation>
    </message>
    <message>
        <source>%1: Ops from %2 to %3.</source>
        <translation>%1 : Ops de %2 à %3.</translation>
    </message>
    <message>
        <source>%1: RP from %2 to %3.</source>
        <translation>%1 : RP de %2 à %3.</translation>
    </message>
    <message>
        <source>%1 is won.</source>
        <translation>%1 : victoire.</translation>
    </message>
    <message>
        <source>%1 is lost.</source>
        <translation>%1 est perdu.</translation>
    </message>
    <message>
        <source>The Ops have run out.</source>
        <translation>Les Ops sont épuisées.</translation>
    </message>
    <message>
        <source>Rogers is not back at Rogers Island or the camp.</source>
        <translation>Rogers n&apos;est pas revenu à l&apos;île Rogers ou au camp.</translation>
    </message>
    <message>
        <source>Set-up: buy units and gear with your RP; they start at %1 with Rogers.</source>
        <translation>Mise en place : achetez des unités et de l&apos;équipement avec vos RP ; elles partent de %1 avec Rogers.</translation>
    </message>
</context>
<context>
    <name>RogersRangersRuleset</name>
    <message>
        <source>The scenario names no mission: its &quot;mission&quot; must be scouting, frontier-raiding, rescue, big-campaign or campaign.</source>
        <translation>Le scénario ne désigne aucune mission : sa « mission » doit être scouting, frontier-raiding, rescue, big-campaign ou campaign.</translation>
    </message>
    <message>
        <source>The scenario needs a side &quot;rangers&quot;, the player&apos;s.</source>
        <translation>Le scénario a besoin d&apos;un camp « rangers », celui du joueur.</translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;difficulty&quot; is &quot;%1&quot;; it must be one of: %2.</source>
        <translation>La « difficulty » du scénario est « %1 » ; elle doit être l&apos;une de : %2.</translation>
    </message>
</context>
<context>
    <name>RogersRangersSetUpDialog</name>
    <message>
        <source>%1: %2 Ops, %3 RP, Alert %4</source>
        <translation>%1 : %2 Ops, %3 RP, Alerte %4</translation>
    </message>
    <message>
        <source>Rogers&apos; Rangers: the set-up</source>
        <translation>Rogers&apos; Rangers : la mise en place</translation>
    </message>
    <message>
        <source>Which numbers do the missions start with?</source>
        <translation>Avec quelles valeurs les missions commencent-elles ?</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>%1: %2 Ops, %3 RP, Alert %4, as the rules give them</source>
        <translation>%1 : %2 Ops, %3 RP, Alerte %4, comme les règles les donnent</translation>
    </message>
</context>
<context>
    <name>RogersRangersSetup</name>
    <message>
        <source>%1: %2 Ops, %3 RP, Alert %4. To win: %5</source>
        <translation>%1 : %2 Ops, %3 RP, Alerte %4. Pour gagner : %5</translation>
    </message>
    <message>
        <source>The operation deck is shuffled: 26 cards.</source>
        <translation>Le paquet d&apos;opérations est mélangé : 26 cartes.</translation>
    </message>
    <message>
        <source>Done buying</source>
        <translation>Fin des achats</translation>
    </message>
    <message>
        <source>%1 (%2 RP)</source>
        <translation>%1 (%2 RP)</translation>
    </message>
    <message>
        <source>That is not for sale now.</source>
        <translation>Ce n&apos;est pas à vendre pour le moment.</translation>
    </message>
    <message>
        <source>That unit is not here or has no free slot.</source>
        <translation>Cette unité n&apos;est pas ici ou n&apos;a pas d&apos;emplacement libre.</translation>
    </message>
    <message>
        <source>%1 bought</source>
        <translation>Achat : %1</translation>
    </message>
    <message>
        <source>%1 bought for %2</source>
        <translation>Achat : %1 pour %2</translation>
    </message>
    <message>
        <source>Difficulty: %1. %2</source>
        <translation>Difficulté : %1. %2</translation>
    </message>
    <message>
        <source>Buy a unit or an item, not both in one order; a unit only as offered.</source>
        <translation>Achetez une unité ou un objet, pas les deux dans un même ordre ; une unité seulement telle qu’offerte.</translation>
    </message>
    <message>
        <source>%1 objective markers are placed face down by the placement table, column %2 (two dice a marker, thrown again onto a space taken: %3).</source>
        <translation>%1 marqueurs d&apos;objectif sont placés face cachée par la table de placement, colonne %2 (deux dés par marqueur, relancés sur une case déjà prise : %3).</translation>
    </message>
    <message>
        <source>he is out of the game, or of this mission</source>
        <translation>il est hors du jeu, ou de cette mission</translation>
    </message>
    <message>
        <source>it is not bought with recruit points</source>
        <translation>il ne s&apos;achète pas avec des points de recrutement</translation>
    </message>
    <message>
        <source>it costs %1 RP, with %2 left</source>
        <translation>il coûte %1 RP, et il en reste %2</translation>
    </message>
    <message>
        <source>all %1 are in play</source>
        <translation>les %1 sont tous en jeu</translation>
    </message>
    <message>
        <source>no unit here has a free hand to carry it</source>
        <translation>aucune unité ici n&apos;a une main libre pour le porter</translation>
    </message>
    <message>
        <source>nothing of that name is sold</source>
        <translation>rien de ce nom n&apos;est en vente</translation>
    </message>
</context>
<context>
    <name>RogersRangersSkirmish</name>
    <message>
        <source>%1 was killed.</source>
        <translation>%1 a été tué.</translation>
    </message>
    <message>
        <source>%1 ran from the field and is lost.</source>
        <translation>%1 a fui le champ de bataille et est perdu.</translation>
    </message>
    <message>
        <source>%1 withdrew from the field and is lost.</source>
        <translation>%1 s’est retiré du champ de bataille et est perdu.</translation>
    </message>
    <message>
        <source>%1 lost %2 of its %3 men, killed or wounded, and is lost.</source>
        <translation>%1 a perdu %2 de ses %3 hommes, tués ou blessés, et est perdu.</translation>
    </message>
    <message>
        <source>The Raiders broke the enemy at %1.</source>
        <translation>Les pillards ont brisé l’ennemi à %1.</translation>
    </message>
    <message>
        <source>The enemy holds %1.</source>
        <translation>L’ennemi tient %1.</translation>
    </message>
    <message>
        <source>Disturbed leaves</source>
        <translation>Feuilles remuées</translation>
    </message>
    <message>
        <source>Birds startled</source>
        <translation>Oiseaux effarouchés</translation>
    </message>
    <message>
        <source>Rogers&apos; Rangers</source>
        <translation>Les Rangers de Rogers</translation>
    </message>
    <message>
        <source>French and allies</source>
        <translation>Français et alliés</translation>
    </message>
    <message>
        <source>Rogers&apos; men come up on the enemy at %1 from the south.</source>
        <translation>Les hommes de Rogers tombent sur l’ennemi à %1, venant du sud.</translation>
    </message>
    <message>
        <source>On the way through %1 a volley comes out of the trees: the French and their allies lie hidden in the woods on both sides of the column.</source>
        <translation>En traversant %1, une salve part des arbres : les Français et leurs alliés sont cachés dans les bois des deux côtés de la colonne.</translation>
    </message>
    <message>
        <source>The enemy has found the Rangers&apos; camp at %1; the camp guard stands behind the log breastwork.</source>
        <translation>L’ennemi a trouvé le camp des Rangers à %1 ; la garde du camp se tient derrière le parapet de rondins.</translation>
    </message>
    <message>
        <source>Break them: the day is yours when every enemy group runs, withdraws or falls. If they still stand at the end of turn %1, %2 is theirs.</source>
        <translation>Brisez-les : la journée est à vous quand chaque groupe ennemi fuit, se retire ou tombe. S’ils tiennent encore à la fin du tour %1, %2 est à eux.</translation>
    </message>
    <message>
        <source>Skirmish at %1</source>
        <translation>Escarmouche à %1</translation>
    </message>
    <message>
        <source>West wood</source>
        <translation>Bois de l’ouest</translation>
    </message>
    <message>
        <source>East wood</source>
        <translation>Bois de l’est</translation>
    </message>
    <message>
        <source>North wood</source>
        <translation>Bois du nord</translation>
    </message>
    <message>
        <source>South wood</source>
        <translation>Bois du sud</translation>
    </message>
    <message>
        <source>Windfall</source>
        <translation>Chablis</translation>
    </message>
    <message>
        <source>Forest track</source>
        <translation>Piste forestière</translation>
    </message>
    <message>
        <source>Farmhouse</source>
        <translation>Ferme</translation>
    </message>
    <message>
        <source>West field fence</source>
        <translation>Clôture du champ ouest</translation>
    </message>
    <message>
        <source>East field fence</source>
        <translation>Clôture du champ est</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>South-west wood</source>
        <translation>Bois du sud-ouest</translation>
    </message>
    <message>
        <source>South-east wood</source>
        <translation>Bois du sud-est</translation>
    </message>
    <message>
        <source>The fort</source>
        <translation>Le fort</translation>
    </message>
    <message>
        <source>West barracks</source>
        <translation>Caserne ouest</translation>
    </message>
    <message>
        <source>East barracks</source>
        <translation>Caserne est</translation>
    </message>
    <message>
        <source>Road to the gate</source>
        <translation>Route de la porte</translation>
    </message>
    <message>
        <source>Cabin %1</source>
        <translation>Cabane %1</translation>
    </message>
    <message>
        <source>Garden %1</source>
        <translation>Jardin %1</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Ruisseau</translation>
    </message>
    <message>
        <source>The lake</source>
        <translation>Le lac</translation>
    </message>
    <message>
        <source>The river</source>
        <translation>La rivière</translation>
    </message>
    <message>
        <source>Log breastwork</source>
        <translation>Parapet de rondins</translation>
    </message>
    <message>
        <source>Maj. Robert Rogers</source>
        <translation>Maj. Robert Rogers</translation>
    </message>
    <message>
        <source>Capt. Israel Putnam</source>
        <translation>Cap. Israel Putnam</translation>
    </message>
    <message>
        <source>Capt. John Stark</source>
        <translation>Cap. John Stark</translation>
    </message>
    <message>
        <source>Ranger company</source>
        <translation>Compagnie de rangers</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitaine</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation>Sergent</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Ranger</translation>
    </message>
    <message>
        <source>Light infantry</source>
        <translation>Infanterie légère</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Lieutenant</translation>
    </message>
    <message>
        <source>Light infantryman</source>
        <translation>Fantassin léger</translation>
    </message>
    <message>
        <source>Pioneers</source>
        <translation>Pionniers</translation>
    </message>
    <message>
        <source>Pioneer</source>
        <translation>Pionnier</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milice</translation>
    </message>
    <message>
        <source>Militiaman</source>
        <translation>Milicien</translation>
    </message>
    <message>
        <source>Stockbridge war band</source>
        <translation>Bande de guerre de Stockbridge</translation>
    </message>
    <message>
        <source>War chief</source>
        <translation>Chef de guerre</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Guerrier</translation>
    </message>
    <message>
        <source>Gun crew</source>
        <translation>Servants de la pièce</translation>
    </message>
    <message>
        <source>Bombardier</source>
        <translation>Bombardier</translation>
    </message>
    <message>
        <source>Gunner</source>
        <translation>Canonnier</translation>
    </message>
    <message>
        <source>Camp guard</source>
        <translation>Garde du camp</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Partisan officer</source>
        <translation>Officier partisan</translation>
    </message>
    <message>
        <source>The skirmish rules have no cannon: the light gun stays off the table and its crew fights with muskets.</source>
        <translation>Les règles d’escarmouche n’ont pas de canon : le canon léger reste hors de la table et ses servants combattent au mousquet.</translation>
    </message>
    <message>
        <source>Supplies, gunpowder barrels and boats play no part in the skirmish; they stay with the units that carry them.</source>
        <translation>Les vivres, les barils de poudre et les canots ne jouent aucun rôle dans l’escarmouche ; ils restent avec les unités qui les portent.</translation>
    </message>
    <message>
        <source>The Rangers won the Tactical Edge: they take the first turn.</source>
        <translation>Les Rangers ont gagné l’avantage tactique : ils jouent le premier tour.</translation>
    </message>
    <message>
        <source>The enemy won the Tactical Edge: they take the first turn.</source>
        <translation>L’ennemi a gagné l’avantage tactique : il joue le premier tour.</translation>
    </message>
    <message>
        <source>%1 went down in the skirmish.</source>
        <translation>%1 est tombé dans l&apos;escarmouche.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>RogersRangersSkirmishHandover</name>
    <message>
        <source>Save the Skirmish&apos;s Table</source>
        <translation>Enregistrer la table de l&apos;escarmouche</translation>
    </message>
    <message>
        <source>Ambuscade scenarios (*.ambuscade.json)</source>
        <translation>Scénarios Ambuscade (*.ambuscade.json)</translation>
    </message>
    <message>
        <source>The skirmish&apos;s table is saved. Save this game too; then open the table, play it to its end and save that game; reopen this one and carry the skirmish&apos;s result back.</source>
        <translation>La table de l&apos;escarmouche est enregistrée. Enregistrez aussi cette partie ; puis ouvrez la table, jouez-la jusqu&apos;au bout et enregistrez cette partie-là ; rouvrez celle-ci et reportez-y le résultat de l&apos;escarmouche.</translation>
    </message>
    <message>
        <source>The Skirmish&apos;s Saved Game</source>
        <translation>La partie enregistrée de l&apos;escarmouche</translation>
    </message>
    <message>
        <source>Ambuscade games (*.ambuscade-game.json)</source>
        <translation>Parties Ambuscade (*.ambuscade-game.json)</translation>
    </message>
    <message>
        <source>Fall Back</source>
        <translation>Repli</translation>
    </message>
    <message>
        <source>No battle is waiting for its skirmish.</source>
        <translation>Aucun combat n’attend son escarmouche.</translation>
    </message>
    <message>
        <source>skirmish</source>
        <translation>escarmouche</translation>
    </message>
    <message>
        <source>The skirmish is lost. Left standing: %1. Where do they fall back?</source>
        <translation>L&apos;escarmouche est perdue. Encore debout : %1. Où se replient-ils ?</translation>
    </message>
</context>
<context>
    <name>RogersRangersStacksOverlay</name>
    <message>
        <source>Rogers</source>
        <translation>Rogers</translation>
    </message>
    <message>
        <source>Rogers +%1</source>
        <translation>Rogers +%1</translation>
    </message>
</context>
<context>
    <name>RogersRangersSupply</name>
    <message>
        <source>Supply check at %1: %2 spends a Supplies.</source>
        <translation>Test de ravitaillement à %1 : %2 dépense des Vivres.</translation>
    </message>
    <message>
        <source>Supply check at %1: near enough to home, nothing is lost.</source>
        <translation>Test de ravitaillement à %1 : assez près de la base, rien n&apos;est perdu.</translation>
    </message>
    <message>
        <source>Supply check at %1 failed: which unit is lost?</source>
        <translation>Test de ravitaillement à %1 raté : quelle unité est perdue ?</translation>
    </message>
    <message>
        <source>Out of supplies</source>
        <translation>À court de vivres</translation>
    </message>
</context>
<context>
    <name>RogersRangersTerm</name>
    <message>
        <source>staging area</source>
        <translation>zone de rassemblement</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>village</source>
        <translation>village</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forêt</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>terrain découvert</translation>
    </message>
    <message>
        <source>trail</source>
        <translation>piste</translation>
    </message>
    <message>
        <source>river</source>
        <translation>rivière</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>lac</translation>
    </message>
    <message>
        <source>river with a trail on its bank</source>
        <translation>rivière longée d&apos;une piste</translation>
    </message>
    <message>
        <source>lake with a trail along its shore</source>
        <translation>lac longé d&apos;une piste</translation>
    </message>
    <message>
        <source>Lake George</source>
        <translation>lac George</translation>
    </message>
    <message>
        <source>Canada</source>
        <translation>Canada</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Depot</source>
        <translation>Dépôt</translation>
    </message>
    <message>
        <source>Hostile Village</source>
        <translation>Village ennemi</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>Prisonniers</translation>
    </message>
    <message>
        <source>Intel</source>
        <translation>Renseignements</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Embuscade</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonné</translation>
    </message>
    <message>
        <source>Scouting</source>
        <translation>Reconnaissance</translation>
    </message>
    <message>
        <source>Frontier Raiding</source>
        <translation>Raids sur la frontière</translation>
    </message>
    <message>
        <source>Rescue</source>
        <translation>Délivrance</translation>
    </message>
    <message>
        <source>Big Campaign</source>
        <translation>Grande campagne</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a placement roll and its column</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>RogersRangersText</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
</context>
<context>
    <name>RosterSheet</name>
    <message>
        <source>%1, bayonet</source>
        <translation>%1, baïonnette</translation>
    </message>
    <message>
        <source>Strength %1. Risk factor for casualties: %2.</source>
        <translation>Effectif %1. Facteur de risque des pertes : %2.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>S / M / L cm</source>
        <translation>C / M / L cm</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>Move cm</source>
        <translation>Mouv. cm</translation>
    </message>
    <message>
        <source>Cmd dice</source>
        <translation>Dés cmd</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation>Chargé</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Tué</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En fuite</translation>
    </message>
    <message>
        <source>Withdrawing</source>
        <translation>En repli</translation>
    </message>
    <message>
        <source>Retreating</source>
        <translation>En retraite</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Liste d&apos;armée</translation>
    </message>
    <message>
        <source>%1: roster</source>
        <translation>%1 : liste d&apos;armée</translation>
    </message>
    <message>
        <source>Figures in no group</source>
        <translation>Figurines sans groupe</translation>
    </message>
    <message>
        <source>Faction: %1.</source>
        <translation>Faction : %1.</translation>
    </message>
    <message>
        <source>%1 lost +%2</source>
        <translation>%1 hors de combat +%2</translation>
    </message>
</context>
<context>
    <name>RotateTool</name>
    <message>
        <source>Press on a figure and drag: the selected figures turn to face the mouse.</source>
        <translation>Appuyez sur une figurine et faites glisser : les figurines sélectionnées se tournent vers la souris.</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Tourner les figurines</translation>
    </message>
</context>
<context>
    <name>RouteTool</name>
    <message>
        <source>Draw patrol route</source>
        <translation>Tracer l&apos;itinéraire de patrouille</translation>
    </message>
    <message>
        <source>Click a figure of the group that patrols, then click the route&apos;s points (double-click or Enter ends it).</source>
        <translation>Cliquez sur une figurine du groupe qui patrouille, puis sur les points de l&apos;itinéraire (double-clic ou Entrée pour finir).</translation>
    </message>
    <message>
        <source>Drag a point of the route to move it; double-click a point to delete it, a leg to add one; click elsewhere to draw the route afresh.</source>
        <translation>Faites glisser un point de l&apos;itinéraire pour le déplacer ; double-cliquez sur un point pour le supprimer, sur un tronçon pour en ajouter un ; cliquez ailleurs pour le redessiner.</translation>
    </message>
    <message>
        <source>Move route point</source>
        <translation>Déplacer un point d&apos;itinéraire</translation>
    </message>
    <message>
        <source>Delete route point</source>
        <translation>Supprimer un point d&apos;itinéraire</translation>
    </message>
    <message>
        <source>Insert route point</source>
        <translation>Insérer un point d&apos;itinéraire</translation>
    </message>
    <message>
        <source>%1 patrols: click the route&apos;s points on the table; double-click or Enter ends it.</source>
        <translation>%1 patrouille : cliquez les points du parcours sur la table ; un double-clic ou Entrée le termine.</translation>
    </message>
    <message>
        <source>That is not a man of a group: click a figure of the group that patrols.</source>
        <translation>Ce n&apos;est pas un homme d&apos;un groupe : cliquez sur une figurine du groupe qui patrouille.</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>French and Indian Wars skirmish</source>
        <translation>Escarmouche de la guerre de la Conquête</translation>
    </message>
    <message>
        <source>a bayonet fits only a musket</source>
        <translation>une baïonnette ne s&apos;adapte qu&apos;à un mousquet</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>%1: short %2, medium %3, long %4 cm; melee %5</source>
        <translation>%1 : courte %2, moyenne %3, longue %4 cm ; mêlée %5</translation>
    </message>
    <message>
        <source>%1: melee %2</source>
        <translation>%1 : mêlée %2</translation>
    </message>
    <message>
        <source>Move %1 cm</source>
        <translation>Mouvement %1 cm</translation>
    </message>
    <message>
        <source>Command dice: %1D6</source>
        <translation>Dés de commandement : %1D6</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <source>%1 plays no games in this version</source>
        <translation>%1 ne joue pas de parties dans cette version</translation>
    </message>
    <message>
        <source>A game needs troops on two sides.</source>
        <translation>Une partie demande des troupes dans deux camps.</translation>
    </message>
    <message>
        <source>Chosen Men Fat</source>
        <translation>Chosen Men Fat</translation>
    </message>
    <message>
        <source>Steeplechase</source>
        <translation>Steeplechase</translation>
    </message>
    <message>
        <source>Ranger Commandos</source>
        <translation>Ranger Commandos</translation>
    </message>
    <message>
        <source>Rogers&apos; Rangers</source>
        <translation>Les Rangers de Rogers</translation>
    </message>
    <message>
        <source>%1 offers no difficulties to choose from</source>
        <translation>%1 ne propose aucune difficulté au choix</translation>
    </message>
    <message>
        <source>%1 has no difficulty &quot;%2&quot;; it has: %3 (the first is the default)</source>
        <translation>%1 n&apos;a pas de difficulté « %2 » ; il a : %3 (la première est celle par défaut)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>all turns</source>
        <translation>tous les tours</translation>
    </message>
    <message>
        <source>%1 is the only hero of %2 and a group by himself. Beside another group he counts as one of its men and his own group as gone, so %2 loses as soon as its other groups run or withdraw: it can lose on the first turn with nobody hurt. More groups on its side make that less likely.</source>
        <translation>%1 est le seul héros de %2 et forme un groupe à lui seul. À côté d&apos;un autre groupe, il compte comme l&apos;un de ses hommes et son propre groupe comme disparu : %2 perd donc dès que ses autres groupes fuient ou se retirent, et peut perdre au premier tour sans un blessé. Davantage de groupes dans son camp rendent cela moins probable.</translation>
    </message>
    <message>
        <source>%1 has one group only, so it loses the day as soon as that group runs or withdraws: one roll on the Actions table can do that on the first turn, with nobody hurt. A second group makes it less likely.</source>
        <translation>%1 n&apos;a qu&apos;un groupe : il perd la journée dès que ce groupe fuit ou se replie, ce qu&apos;un seul jet sur la table des actions peut provoquer dès le premier tour, sans aucun blessé. Un second groupe rend cela moins probable.</translation>
    </message>
</context>
<context>
    <name>ScenarioReader</name>
    <message>
        <source>is missing (expected %1)</source>
        <translation>est absent (attendu : %1)</translation>
    </message>
    <message>
        <source>should be %1, not %2</source>
        <translation>devrait être %1, pas %2</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>fait %1 caractères ; %2 au plus sont permis</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;)</source>
        <translation>« %1 » n&apos;est pas un identifiant valide (lettres, chiffres, « - », « _ » et « . »)</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>est vide</translation>
    </message>
    <message>
        <source>is not a finite number</source>
        <translation>n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>should be a whole number from %1 to %2, not %3</source>
        <translation>devrait être un nombre entier de %1 à %2, pas %3</translation>
    </message>
    <message>
        <source>holds %1 entries; at most %2 are allowed</source>
        <translation>contient %1 entrées ; %2 au plus sont permises</translation>
    </message>
    <message>
        <source>should be a point [x, y] in cm</source>
        <translation>devrait être un point [x, y] en cm</translation>
    </message>
    <message>
        <source>is not a finite point</source>
        <translation>n&apos;est pas un point fini</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;; a scenario file says &quot;%2&quot;</source>
        <translation>vaut « %1 » ; un fichier de scénario indique « %2 »</translation>
    </message>
    <message>
        <source>the file was written by a newer Ambuscade (format version %1); this one reads up to version %2</source>
        <translation>le fichier a été écrit par un Ambuscade plus récent (format version %1) ; celui-ci lit jusqu&apos;à la version %2</translation>
    </message>
    <message>
        <source>unknown rule set &quot;%1&quot; (known: %2)</source>
        <translation>règles inconnues « %1 » (connues : %2)</translation>
    </message>
    <message>
        <source>is %1 cm; a table is from %2 to %3 cm</source>
        <translation>fait %1 cm ; une table fait de %2 à %3 cm</translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation>devrait être un objet</translation>
    </message>
    <message>
        <source>the file holds more than %1 points in all</source>
        <translation>le fichier contient plus de %1 points en tout</translation>
    </message>
    <message>
        <source>needs at least %1 points, has %2</source>
        <translation>demande au moins %1 points, en a %2</translation>
    </message>
    <message>
        <source>(%1, %2) is off the %3 × %4 cm table</source>
        <translation>(%1, %2) est hors de la table de %3 × %4 cm</translation>
    </message>
    <message>
        <source>%1 is off the table (0 to %2 cm)</source>
        <translation>%1 est hors de la table (0 à %2 cm)</translation>
    </message>
    <message>
        <source>another %1 already has the id &quot;%2&quot;</source>
        <translation>un(e) autre %1 a déjà l&apos;identifiant « %2 »</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot; (known: %3)</source>
        <translation>%1 inconnu(e) « %2 » (connu(e)s : %3)</translation>
    </message>
    <message>
        <source>terrain feature</source>
        <translation>élément de terrain</translation>
    </message>
    <message>
        <source>unknown terrain kind &quot;%1&quot;</source>
        <translation>type de terrain inconnu « %1 »</translation>
    </message>
    <message>
        <source>unknown shape &quot;%1&quot; (polygon, polyline or ellipse)</source>
        <translation>forme inconnue « %1 » (polygon, polyline ou ellipse)</translation>
    </message>
    <message>
        <source>%1 is an area: draw it as a polygon or an ellipse</source>
        <translation>%1 est une surface : dessinez-la en polygone ou en ellipse</translation>
    </message>
    <message>
        <source>%1 is a line: draw it as a polyline</source>
        <translation>%1 est une ligne : dessinez-la en polyligne</translation>
    </message>
    <message>
        <source>should be more than 0 and at most 100 cm</source>
        <translation>devrait dépasser 0 et ne pas dépasser 100 cm</translation>
    </message>
    <message>
        <source>the polygon encloses no area</source>
        <translation>le polygone n&apos;enclôt aucune surface</translation>
    </message>
    <message>
        <source>an ellipse is two opposite corners of its bounding box</source>
        <translation>une ellipse se donne par deux coins opposés de son cadre</translation>
    </message>
    <message>
        <source>the ellipse has no width or no height</source>
        <translation>l&apos;ellipse n&apos;a ni largeur ni hauteur</translation>
    </message>
    <message>
        <source>the line has no length</source>
        <translation>la ligne n&apos;a pas de longueur</translation>
    </message>
    <message>
        <source>a scenario needs at least one side</source>
        <translation>un scénario a besoin d&apos;au moins un camp</translation>
    </message>
    <message>
        <source>side</source>
        <translation>camp</translation>
    </message>
    <message>
        <source>should be &quot;player&quot; or &quot;ai&quot;, not &quot;%1&quot;</source>
        <translation>devrait être « player » ou « ai », pas « %1 »</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour (write it as #rrggbb)</source>
        <translation>« %1 » n&apos;est pas une couleur (écrivez-la #rrvvbb)</translation>
    </message>
    <message>
        <source>group</source>
        <translation>groupe</translation>
    </message>
    <message>
        <source>no side has the id &quot;%1&quot;</source>
        <translation>aucun camp n&apos;a l&apos;identifiant « %1 »</translation>
    </message>
    <message>
        <source>unknown order &quot;%1&quot; (hold, advance, patrol or ambush)</source>
        <translation>ordre inconnu « %1 » (hold, advance, patrol ou ambush)</translation>
    </message>
    <message>
        <source>should be a distance above 0 cm</source>
        <translation>devrait être une distance supérieure à 0 cm</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>figurine</translation>
    </message>
    <message>
        <source>group &quot;%1&quot; belongs to side &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>le groupe « %1 » appartient au camp « %2 », pas « %3 »</translation>
    </message>
    <message>
        <source>no group has the id &quot;%1&quot;</source>
        <translation>aucun groupe n&apos;a l&apos;identifiant « %1 »</translation>
    </message>
    <message>
        <source>a base is from %1 to %2 cm across</source>
        <translation>un socle fait de %1 à %2 cm de diamètre</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>marqueur</translation>
    </message>
    <message>
        <source>unknown marker &quot;%1&quot; (hidden, dummy or objective)</source>
        <translation>marqueur inconnu « %1 » (hidden, dummy ou objective)</translation>
    </message>
    <message>
        <source>the marker hides a group of side &quot;%1&quot;</source>
        <translation>le marqueur cache un groupe du camp « %1 »</translation>
    </message>
    <message>
        <source>unknown objective &quot;%1&quot; (reach, hold, destroy, rescue or exit)</source>
        <translation>objectif inconnu « %1 » (reach, hold, destroy, rescue ou exit)</translation>
    </message>
    <message>
        <source>no terrain feature has the id &quot;%1&quot;</source>
        <translation>aucun élément de terrain n&apos;a l&apos;identifiant « %1 »</translation>
    </message>
    <message>
        <source>no marker has the id &quot;%1&quot;</source>
        <translation>aucun marqueur n&apos;a l&apos;identifiant « %1 »</translation>
    </message>
    <message>
        <source>a destroy objective names a terrain feature or a marker</source>
        <translation>un objectif de destruction désigne un élément de terrain ou un marqueur</translation>
    </message>
    <message>
        <source>should be top, bottom, left or right, not &quot;%1&quot;</source>
        <translation>devrait être top, bottom, left ou right, pas « %1 »</translation>
    </message>
    <message>
        <source>the file is %1 MiB; scenario files are at most %2 MiB</source>
        <translation>le fichier fait %1 Mio ; un fichier de scénario fait au plus %2 Mio</translation>
    </message>
    <message>
        <source>a scenario file holds one JSON object</source>
        <translation>un fichier de scénario contient un seul objet JSON</translation>
    </message>
    <message>
        <source>reading stopped here: the file has more than %1 problems; mend those listed first</source>
        <translation>lecture arrêtée ici : le fichier a plus de %1 problèmes ; corrigez d’abord ceux de la liste</translation>
    </message>
    <message>
        <source>only a building has doorways</source>
        <translation>seul un bâtiment a des portes</translation>
    </message>
    <message>
        <source>the doorway is not on the building&apos;s outline</source>
        <translation>la porte n&apos;est pas sur le contour du bâtiment</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is none of this rule set&apos;s opponents (%2)</source>
        <translation>« %1 » n&apos;est aucun des adversaires de ce jeu de règles (%2)</translation>
    </message>
    <message>
        <source>%1: %2 stands there</source>
        <translation>%1 : %2 s&apos;y tient</translation>
    </message>
</context>
<context>
    <name>ScenarioWriter</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1 : %2</translation>
    </message>
</context>
<context>
    <name>SearchOpponent</name>
    <message>
        <source>Thought ahead — %1: scored %2 % over %3 playouts</source>
        <translation>Réfléchi à l’avance — %1 : %2 % obtenus sur %3 parties simulées</translation>
    </message>
    <message>
        <source> (every order scored alike on each sample: no more playouts)</source>
        <translation> (tous les ordres ont obtenu le même score sur chaque tirage : pas d’autres parties simulées)</translation>
    </message>
    <message>
        <source>%1 %2 % of %3</source>
        <translation>%1 %2 % sur %3</translation>
    </message>
    <message>
        <source> (its own order kept: another led on these few playouts, but did not do clearly better on fresh ones set aside to check it)</source>
        <translation> (son propre ordre est gardé : un autre menait sur ces quelques parties simulées, mais n&apos;a pas fait nettement mieux sur de nouvelles, mises de côté pour le vérifier)</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Click to select, Shift+click to add; drag to move; drag on open ground to select an area. Double-click a terrain edge to add a corner, a corner to remove it.</source>
        <translation>Cliquez pour sélectionner, Maj+clic pour ajouter ; faites glisser pour déplacer ; faites glisser sur un terrain vide pour sélectionner une zone. Double-cliquez sur le bord d&apos;un terrain pour ajouter un coin, sur un coin pour le retirer.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Move corner</source>
        <translation>Déplacer le coin</translation>
    </message>
    <message>
        <source>Delete corner</source>
        <translation>Supprimer le coin</translation>
    </message>
    <message>
        <source>Insert corner</source>
        <translation>Insérer un coin</translation>
    </message>
</context>
<context>
    <name>ShapeTool</name>
    <message>
        <source>Drag out the shape.</source>
        <translation>Tracez la forme en faisant glisser.</translation>
    </message>
    <message>
        <source>Click each corner; double-click or Enter to finish, Backspace to take one back, Escape to drop it.</source>
        <translation>Cliquez chaque coin ; double-clic ou Entrée pour finir, Retour arrière pour en reprendre un, Échap pour abandonner.</translation>
    </message>
</context>
<context>
    <name>SheetPrinter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (suite)</translation>
    </message>
</context>
<context>
    <name>Simulation</name>
    <message>
        <source>%1 has no computer opponent to play both sides</source>
        <translation>%1 n&apos;a pas d&apos;adversaire ordinateur pour jouer les deux camps</translation>
    </message>
</context>
<context>
    <name>Steeplechase</name>
    <message>
        <source>excellent horseman</source>
        <translation>excellent cavalier</translation>
    </message>
    <message>
        <source>superb horse</source>
        <translation>cheval superbe</translation>
    </message>
    <message>
        <source>cunning</source>
        <translation>rusé</translation>
    </message>
    <message>
        <source>run-up under 3 in or over 12 in ridden</source>
        <translation>élan de moins de 3 po ou plus de 12 po parcourus</translation>
    </message>
    <message>
        <source>run-up of 3 to 6 in</source>
        <translation>élan de 3 à 6 po</translation>
    </message>
    <message>
        <source>a mounted companion helps</source>
        <translation>un compagnon à cheval l&apos;aide</translation>
    </message>
    <message>
        <source>the horse is fatigued</source>
        <translation>le cheval est fatigué</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>à cheval</translation>
    </message>
    <message>
        <source>braggart</source>
        <translation>fanfaron</translation>
    </message>
    <message>
        <source>famous swordsman</source>
        <translation>fine lame</translation>
    </message>
    <message>
        <source>pouch of coins</source>
        <translation>bourse</translation>
    </message>
    <message>
        <source>bottle of wine</source>
        <translation>bouteille de vin</translation>
    </message>
    <message>
        <source>pistol</source>
        <translation>pistolet</translation>
    </message>
    <message>
        <source>loaf of bread</source>
        <translation>miche de pain</translation>
    </message>
    <message>
        <source>energetic</source>
        <translation>plein d&apos;allant</translation>
    </message>
    <message>
        <source>a drink</source>
        <translation>boire</translation>
    </message>
    <message>
        <source>thirsty</source>
        <translation>assoiffé</translation>
    </message>
    <message>
        <source>a meal</source>
        <translation>manger</translation>
    </message>
    <message>
        <source>hungry</source>
        <translation>affamé</translation>
    </message>
    <message>
        <source>sleep</source>
        <translation>dormir</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>épuisé</translation>
    </message>
    <message>
        <source>on foot</source>
        <translation>à pied</translation>
    </message>
    <message>
        <source>on a fatigued horse</source>
        <translation>sur un cheval fatigué</translation>
    </message>
    <message>
        <source>on a fresh horse</source>
        <translation>sur un cheval frais</translation>
    </message>
    <message>
        <source>on a fresh superb horse</source>
        <translation>sur un cheval superbe et frais</translation>
    </message>
    <message>
        <source>Jumping a stream</source>
        <translation>Sauter un ruisseau</translation>
    </message>
    <message>
        <source>Thrown into the water on the near bank; the horse runs loose.</source>
        <translation>Désarçonné dans l&apos;eau, sur la rive de départ ; le cheval s&apos;échappe.</translation>
    </message>
    <message>
        <source>The horse balks and stands in the stream.</source>
        <translation>Le cheval renâcle et reste dans le ruisseau.</translation>
    </message>
    <message>
        <source>Over, just: he stops on the far bank.</source>
        <translation>Passé de justesse : il s&apos;arrête sur l&apos;autre rive.</translation>
    </message>
    <message>
        <source>A clean leap: he rides on.</source>
        <translation>Un saut net : il poursuit sa course.</translation>
    </message>
    <message>
        <source>Jumping a wall</source>
        <translation>Sauter un mur</translation>
    </message>
    <message>
        <source>The horse strikes the wall and is lost; he lands on foot below it.</source>
        <translation>Le cheval heurte le mur et est perdu ; il se retrouve à pied au pied du mur.</translation>
    </message>
    <message>
        <source>Thrown at the foot of the wall; the horse runs loose.</source>
        <translation>Désarçonné au pied du mur ; le cheval s&apos;échappe.</translation>
    </message>
    <message>
        <source>The horse refuses and stops before the wall.</source>
        <translation>Le cheval refuse et s&apos;arrête devant le mur.</translation>
    </message>
    <message>
        <source>Over, just: he stops beyond the wall.</source>
        <translation>Passé de justesse : il s&apos;arrête derrière le mur.</translation>
    </message>
    <message>
        <source>Whizzing bullets, mounted</source>
        <translation>Balles qui sifflent, à cheval</translation>
    </message>
    <message>
        <source>A near miss.</source>
        <translation>Manqué de peu.</translation>
    </message>
    <message>
        <source>The horse is hit: it stays fatigued for good.</source>
        <translation>Le cheval est touché : il reste fatigué pour de bon.</translation>
    </message>
    <message>
        <source>Thrown: the horse runs loose.</source>
        <translation>Désarçonné : le cheval s&apos;échappe.</translation>
    </message>
    <message>
        <source>The horse is shot dead under him.</source>
        <translation>Le cheval est tué sous lui.</translation>
    </message>
    <message>
        <source>Whizzing bullets, on foot</source>
        <translation>Balles qui sifflent, à pied</translation>
    </message>
    <message>
        <source>Wounded: one combat die fewer.</source>
        <translation>Blessé : un dé de combat en moins.</translation>
    </message>
    <message>
        <source>Hit in the leg: no move next turn.</source>
        <translation>Touché à la jambe : pas de mouvement au prochain tour.</translation>
    </message>
    <message>
        <source>Struck down: wounded, exhausted and no move next turn.</source>
        <translation>Abattu : blessé, épuisé et sans mouvement au prochain tour.</translation>
    </message>
    <message>
        <source>Sleeping in the open</source>
        <translation>Dormir à la belle étoile</translation>
    </message>
    <message>
        <source>Bandits come for his horse: four guerrillas beside him, the horse beyond them.</source>
        <translation>Des bandits viennent pour son cheval : quatre guérilleros à son contact, le cheval derrière eux.</translation>
    </message>
    <message>
        <source>A quiet night.</source>
        <translation>Une nuit tranquille.</translation>
    </message>
    <message>
        <source>His snares catch a hare: one meal.</source>
        <translation>Ses collets prennent un lièvre : un repas.</translation>
    </message>
    <message>
        <source>He sleeps well: one more die on his next move.</source>
        <translation>Il dort bien : un dé de plus à son prochain mouvement.</translation>
    </message>
    <message>
        <source>Sleeping under a roof</source>
        <translation>Dormir sous un toit</translation>
    </message>
    <message>
        <source>Bandits try to steal his horse from the door.</source>
        <translation>Des bandits tentent de voler son cheval devant la porte.</translation>
    </message>
    <message>
        <source>His hosts sell him to the guerrillas: he wakes a prisoner.</source>
        <translation>Ses hôtes le livrent aux guérilleros : il se réveille prisonnier.</translation>
    </message>
    <message>
        <source>The farmer&apos;s family feed him and will water him in the morning; a horse is for sale.</source>
        <translation>La famille du fermier le nourrit et lui donnera à boire au matin ; un cheval est à vendre.</translation>
    </message>
    <message>
        <source>An evening with the farmer&apos;s daughter to boast of.</source>
        <translation>Une soirée avec la fille du fermier dont il pourra se vanter.</translation>
    </message>
    <message>
        <source>guerrillas</source>
        <translation>guérilleros</translation>
    </message>
    <message>
        <source>bandits</source>
        <translation>bandits</translation>
    </message>
    <message>
        <source>British cavalry</source>
        <translation>cavalerie britannique</translation>
    </message>
    <message>
        <source>British infantry</source>
        <translation>infanterie britannique</translation>
    </message>
    <message>
        <source>civilians</source>
        <translation>civils</translation>
    </message>
    <message>
        <source>monks</source>
        <translation>moines</translation>
    </message>
    <message>
        <source>maiden</source>
        <translation>jeune fille</translation>
    </message>
    <message>
        <source>wolves</source>
        <translation>loups</translation>
    </message>
    <message>
        <source>Parley with guerrillas</source>
        <translation>Parlementer avec des guérilleros</translation>
    </message>
    <message>
        <source>They see through his talk and take him prisoner.</source>
        <translation>Ils percent à jour ses discours et le font prisonnier.</translation>
    </message>
    <message>
        <source>No talk: they fall on him at once.</source>
        <translation>Pas de discussion : ils se jettent aussitôt sur lui.</translation>
    </message>
    <message>
        <source>They want his horse for safe passage.</source>
        <translation>Ils exigent son cheval pour le laisser passer.</translation>
    </message>
    <message>
        <source>Give up the horse?</source>
        <translation>Céder le cheval ?</translation>
    </message>
    <message>
        <source>They want his coins for safe passage.</source>
        <translation>Ils exigent sa bourse pour le laisser passer.</translation>
    </message>
    <message>
        <source>Hand over the pouch of coins?</source>
        <translation>Remettre la bourse ?</translation>
    </message>
    <message>
        <source>No bargain, but no knives yet either: time won.</source>
        <translation>Pas d&apos;accord, mais pas encore de couteaux : du temps de gagné.</translation>
    </message>
    <message>
        <source>A woman of the band speaks up for him: they let him be for a turn.</source>
        <translation>Une femme de la bande prend sa défense : ils le laissent tranquille un tour.</translation>
    </message>
    <message>
        <source>They ask him to join the band: no longer his enemies, and they give back what they took.</source>
        <translation>Ils l&apos;invitent à rejoindre la bande : ils ne sont plus ses ennemis et rendent ce qu&apos;ils ont pris.</translation>
    </message>
    <message>
        <source>Beaten by guerrillas</source>
        <translation>Vaincu par des guérilleros</translation>
    </message>
    <message>
        <source>Tortured where he fell, then held prisoner.</source>
        <translation>Torturé sur place, puis retenu prisonnier.</translation>
    </message>
    <message>
        <source>Marched off to their camp with every prisoner.</source>
        <translation>Emmené à leur camp avec tous les prisonniers.</translation>
    </message>
    <message>
        <source>Kept with the band on its rounds, without pistol or horse.</source>
        <translation>Gardé par la bande dans ses rondes, sans pistolet ni cheval.</translation>
    </message>
    <message>
        <source>Robbed of everything and left by the road.</source>
        <translation>Dépouillé de tout et laissé au bord de la route.</translation>
    </message>
    <message>
        <source>A woman of the band claims him: a prisoner under her protection.</source>
        <translation>Une femme de la bande le réclame : prisonnier sous sa protection.</translation>
    </message>
    <message>
        <source>Something scares them off and he is left for dead, not even robbed; his horse must be caught.</source>
        <translation>Quelque chose les effraie et il est laissé pour mort, sans même être volé ; son cheval est à rattraper.</translation>
    </message>
    <message>
        <source>Guerrillas overcome</source>
        <translation>Guérilleros vaincus</translation>
    </message>
    <message>
        <source>The rest run for it: their prisoners go free, their loot is lost.</source>
        <translation>Les autres s&apos;enfuient : leurs prisonniers sont libres, leur butin perdu.</translation>
    </message>
    <message>
        <source>They scatter, but one is caught and shows the hidden path to their camp.</source>
        <translation>Ils se dispersent, mais l&apos;un est pris et révèle le sentier caché vers leur camp.</translation>
    </message>
    <message>
        <source>They surrender: prisoners freed and missives taken back.</source>
        <translation>Ils se rendent : prisonniers libérés et plis repris.</translation>
    </message>
    <message>
        <source>They hail him as a liberator, hand over prisoners and missives and are his enemies no more (or he rolls again).</source>
        <translation>Ils l&apos;acclament en libérateur, remettent prisonniers et plis et ne sont plus ses ennemis (ou il relance).</translation>
    </message>
    <message>
        <source>Prisoner of the guerrillas</source>
        <translation>Prisonnier des guérilleros</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Rien ne se passe.</translation>
    </message>
    <message>
        <source>Searched again: they find his missive.</source>
        <translation>Fouillé à nouveau : ils trouvent son pli.</translation>
    </message>
    <message>
        <source>They turn on him: the torture table.</source>
        <translation>Ils s&apos;en prennent à lui : la table de la torture.</translation>
    </message>
    <message>
        <source>The band is close to breaking: two of them falling would overcome it.</source>
        <translation>La bande est près de céder : deux hommes tombés suffiraient à la vaincre.</translation>
    </message>
    <message>
        <source>Fight them now? (Losing means torture, and −1 on later prisoner rolls with them.)</source>
        <translation>Les combattre maintenant ? (Perdre mène à la torture, et −1 aux jets de prisonnier suivants avec eux.)</translation>
    </message>
    <message>
        <source>A chance to run: he rolls his movement dice; any 1 and he is shot.</source>
        <translation>Une occasion de fuir : il lance ses dés de mouvement ; au moindre 1, il est abattu.</translation>
    </message>
    <message>
        <source>His spirit wins the chief over: freed, and their enemy no more.</source>
        <translation>Son cran gagne le chef : libéré, et plus leur ennemi.</translation>
    </message>
    <message>
        <source>Parley with the British</source>
        <translation>Parlementer avec les Britanniques</translation>
    </message>
    <message>
        <source>Seized on the spot, and relieved of missive and pistol.</source>
        <translation>Saisi sur-le-champ et délesté de son pli et de son pistolet.</translation>
    </message>
    <message>
        <source>He keeps the officer talking through the language barrier: no result.</source>
        <translation>Il fait parler l&apos;officier malgré la barrière de la langue : sans résultat.</translation>
    </message>
    <message>
        <source>The lieutenant expects him to give himself up.</source>
        <translation>Le lieutenant attend qu&apos;il se rende.</translation>
    </message>
    <message>
        <source>Surrender (a prisoner, keeping his things)? If not, two of them fight him.</source>
        <translation>Se rendre (prisonnier, en gardant ses affaires) ? Sinon, deux d&apos;entre eux le combattent.</translation>
    </message>
    <message>
        <source>Hand over the despatches, says the officer, and go your way.</source>
        <translation>Remettez vos dépêches, dit l&apos;officier, et passez votre chemin.</translation>
    </message>
    <message>
        <source>Give up the missive?</source>
        <translation>Céder le pli ?</translation>
    </message>
    <message>
        <source>A ruse catches them napping: he slips 1D6 in any way he likes.</source>
        <translation>Une ruse les prend au dépourvu : il file de 1D6 po dans la direction de son choix.</translation>
    </message>
    <message>
        <source>Beaten by the British</source>
        <translation>Vaincu par les Britanniques</translation>
    </message>
    <message>
        <source>Knocked senseless and taken, without missive or pistol.</source>
        <translation>Assommé et pris, sans pli ni pistolet.</translation>
    </message>
    <message>
        <source>Taken prisoner.</source>
        <translation>Fait prisonnier.</translation>
    </message>
    <message>
        <source>His horse is killed in the scuffle.</source>
        <translation>Son cheval est tué dans la mêlée.</translation>
    </message>
    <message>
        <source>Wounded and exhausted, but free to ride on next turn.</source>
        <translation>Blessé et épuisé, mais libre de repartir au prochain tour.</translation>
    </message>
    <message>
        <source>The British overcome</source>
        <translation>Britanniques vaincus</translation>
    </message>
    <message>
        <source>They run, leaving their prisoners but keeping missives and loot.</source>
        <translation>Ils s&apos;enfuient, laissant leurs prisonniers mais gardant plis et butin.</translation>
    </message>
    <message>
        <source>They run; a fallen man carries the missives and things they took.</source>
        <translation>Ils s&apos;enfuient ; un mort porte les plis et les affaires qu&apos;ils avaient pris.</translation>
    </message>
    <message>
        <source>They surrender to him and march with him; he moves 1D6 a turn while he keeps them.</source>
        <translation>Ils se rendent et marchent avec lui ; il ne se déplace que de 1D6 par tour tant qu&apos;il les garde.</translation>
    </message>
    <message>
        <source>The lieutenant yields his sword and gives his parole; missives and things returned.</source>
        <translation>Le lieutenant rend son épée et donne sa parole ; plis et affaires rendus.</translation>
    </message>
    <message>
        <source>Prisoner of the British</source>
        <translation>Prisonnier des Britanniques</translation>
    </message>
    <message>
        <source>His guards lose interest: +1 on his next prisoner roll.</source>
        <translation>Ses gardes se désintéressent de lui : +1 à son prochain jet de prisonnier.</translation>
    </message>
    <message>
        <source>Searched once more: the last of his things go.</source>
        <translation>Fouillé encore : ses dernières affaires y passent.</translation>
    </message>
    <message>
        <source>Treated well: fed and watered.</source>
        <translation>Bien traité : nourri et abreuvé.</translation>
    </message>
    <message>
        <source>Paroled with his things and horse; 2 shame if he fights the British again.</source>
        <translation>Libéré sur parole avec ses affaires et son cheval ; 2 hontes s&apos;il combat encore les Britanniques.</translation>
    </message>
    <message>
        <source>Parley with civilians</source>
        <translation>Parlementer avec des civils</translation>
    </message>
    <message>
        <source>Guerrillas burst from hiding: four of them fight him at once.</source>
        <translation>Des guérilleros surgissent de leur cachette : quatre le combattent aussitôt.</translation>
    </message>
    <message>
        <source>They do not understand a word he says.</source>
        <translation>Ils ne comprennent pas un mot de ce qu&apos;il dit.</translation>
    </message>
    <message>
        <source>They will sell him food for coins.</source>
        <translation>Ils lui vendront des vivres contre de l&apos;argent.</translation>
    </message>
    <message>
        <source>A village beauty steps out to meet him.</source>
        <translation>Une beauté du village s&apos;avance vers lui.</translation>
    </message>
    <message>
        <source>Harried by the guerrillas themselves, they feed and water him.</source>
        <translation>Harcelés eux-mêmes par les guérilleros, ils le nourrissent et l&apos;abreuvent.</translation>
    </message>
    <message>
        <source>Beaten by civilians</source>
        <translation>Vaincu par des civils</translation>
    </message>
    <message>
        <source>They torture him, then leave him be.</source>
        <translation>Ils le torturent, puis le laissent.</translation>
    </message>
    <message>
        <source>Knocked out, robbed and carried to the guerrilla camp.</source>
        <translation>Assommé, dépouillé et porté au camp des guérilleros.</translation>
    </message>
    <message>
        <source>Beaten and robbed of food, coins and wine; the villagers scatter.</source>
        <translation>Battu et délesté de ses vivres, de son argent et de son vin ; les villageois se dispersent.</translation>
    </message>
    <message>
        <source>Driven off 1D6 in.</source>
        <translation>Repoussé de 1D6 po.</translation>
    </message>
    <message>
        <source>Wounded and exhausted; the women take pity and put him up, unrobbed.</source>
        <translation>Blessé et épuisé ; les femmes le prennent en pitié et le logent, sans le voler.</translation>
    </message>
    <message>
        <source>Civilians overcome</source>
        <translation>Civils vaincus</translation>
    </message>
    <message>
        <source>They flee.</source>
        <translation>Ils s&apos;enfuient.</translation>
    </message>
    <message>
        <source>They give in: no longer enemies, and +1 on later parleys.</source>
        <translation>Ils cèdent : plus ennemis, et +1 aux pourparlers suivants.</translation>
    </message>
    <message>
        <source>A village beauty begs him to spare her people.</source>
        <translation>Une beauté du village le supplie d&apos;épargner les siens.</translation>
    </message>
    <message>
        <source>Cowed, they bring wine and food, and a bed if he wants it.</source>
        <translation>Intimidés, ils apportent vin et vivres, et un lit s&apos;il le veut.</translation>
    </message>
    <message>
        <source>Parley with a maiden</source>
        <translation>Parlementer avec une jeune fille</translation>
    </message>
    <message>
        <source>A trap: three bandits spring out, and she is one of them.</source>
        <translation>Un piège : trois bandits surgissent, et elle est des leurs.</translation>
    </message>
    <message>
        <source>She turns him away.</source>
        <translation>Elle l&apos;éconduit.</translation>
    </message>
    <message>
        <source>Insist? (Shameful.)</source>
        <translation>Insister ? (Honteux.)</translation>
    </message>
    <message>
        <source>She offers him a bed and a meal in her father&apos;s house.</source>
        <translation>Elle lui offre un lit et un repas chez son père.</translation>
    </message>
    <message>
        <source>A romance to boast of.</source>
        <translation>Une idylle dont se vanter.</translation>
    </message>
    <message>
        <source>Parley with monks</source>
        <translation>Parlementer avec des moines</translation>
    </message>
    <message>
        <source>The monks are guerrillas in habits: the guerrillas&apos; tables from now on.</source>
        <translation>Les moines sont des guérilleros en froc : les tables des guérilleros désormais.</translation>
    </message>
    <message>
        <source>They share a little food, and swear they have no wine.</source>
        <translation>Ils partagent un peu de vivres et jurent n&apos;avoir pas de vin.</translation>
    </message>
    <message>
        <source>They feed and water him.</source>
        <translation>Ils le nourrissent et l&apos;abreuvent.</translation>
    </message>
    <message>
        <source>Beaten by monks</source>
        <translation>Vaincu par des moines</translation>
    </message>
    <message>
        <source>They torture him, then leave him outside their walls.</source>
        <translation>Ils le torturent, puis le laissent hors de leurs murs.</translation>
    </message>
    <message>
        <source>Knocked out and robbed, he wakes outside the monastery gate.</source>
        <translation>Assommé et dépouillé, il se réveille devant la porte du monastère.</translation>
    </message>
    <message>
        <source>Wounded and exhausted; kind brothers put him up in the monastery, unrobbed.</source>
        <translation>Blessé et épuisé ; de bons frères le logent au monastère, sans le voler.</translation>
    </message>
    <message>
        <source>Monks overcome</source>
        <translation>Moines vaincus</translation>
    </message>
    <message>
        <source>The monks flee to the hills: the monastery is his to loot.</source>
        <translation>Les moines fuient dans les collines : le monastère est à piller.</translation>
    </message>
    <message>
        <source>They lay down their arms; one turn&apos;s looting turns them against him again.</source>
        <translation>Ils déposent les armes ; un tour de pillage les retourne contre lui.</translation>
    </message>
    <message>
        <source>Cowed, they stand by while he loots the monastery.</source>
        <translation>Intimidés, ils le laissent piller le monastère.</translation>
    </message>
    <message>
        <source>Torture</source>
        <translation>Torture</translation>
    </message>
    <message>
        <source>They silence his tongue for good: no more boasting or parleys; roll again.</source>
        <translation>Ils le réduisent au silence pour de bon : plus de vantardise ni de pourparlers ; relancez.</translation>
    </message>
    <message>
        <source>He dies at their hands.</source>
        <translation>Il meurt entre leurs mains.</translation>
    </message>
    <message>
        <source>They take his sight: he moves 1D6 and cannot fight from now on.</source>
        <translation>Ils lui ôtent la vue : il se déplace de 1D6 et ne peut plus combattre.</translation>
    </message>
    <message>
        <source>Scarred for life, and proud of it.</source>
        <translation>Marqué à vie, et fier de l&apos;être.</translation>
    </message>
    <message>
        <source>Tied over a slow fire, he endures it.</source>
        <translation>Attaché au-dessus d&apos;un feu lent, il endure.</translation>
    </message>
    <message>
        <source>He does not survive it.</source>
        <translation>Il n&apos;y survit pas.</translation>
    </message>
    <message>
        <source>Buried to the neck and left: a 6 (+2 cunning) digs him out, four tries.</source>
        <translation>Enterré jusqu&apos;au cou et abandonné : un 6 (+2 rusé) le libère, quatre essais.</translation>
    </message>
    <message>
        <source>Looting the monastery</source>
        <translation>Piller le monastère</translation>
    </message>
    <message>
        <source>A bottle of wine.</source>
        <translation>Une bouteille de vin.</translation>
    </message>
    <message>
        <source>A loaf of bread.</source>
        <translation>Une miche de pain.</translation>
    </message>
    <message>
        <source>A horse.</source>
        <translation>Un cheval.</translation>
    </message>
    <message>
        <source>A pistol.</source>
        <translation>Un pistolet.</translation>
    </message>
    <message>
        <source>A bag of gold.</source>
        <translation>Un sac d&apos;or.</translation>
    </message>
    <message>
        <source>A young novice hiding in the cellar.</source>
        <translation>Une jeune novice cachée dans la cave.</translation>
    </message>
    <message>
        <source>Adventure at a farmhouse</source>
        <translation>Aventure à la ferme</translation>
    </message>
    <message>
        <source>The farmer fires at him from a window.</source>
        <translation>Le fermier lui tire dessus depuis une fenêtre.</translation>
    </message>
    <message>
        <source>A friendly maiden: +1 on his rolls with her.</source>
        <translation>Une jeune fille amicale : +1 à ses jets avec elle.</translation>
    </message>
    <message>
        <source>Starving widows and children beg for food.</source>
        <translation>Des veuves et des enfants affamés mendient de quoi manger.</translation>
    </message>
    <message>
        <source>Give them food?</source>
        <translation>Leur donner des vivres ?</translation>
    </message>
    <message>
        <source>The farmhouse is burning: each turn he stays, 4+ puts it out.</source>
        <translation>La ferme brûle : chaque tour où il reste, 4+ éteint le feu.</translation>
    </message>
    <message>
        <source>Unguarded chickens: one meal.</source>
        <translation>Des poules sans surveillance : un repas.</translation>
    </message>
    <message>
        <source>The farmer tells of a shortcut: he takes the lead of the race.</source>
        <translation>Le fermier indique un raccourci : il prend la tête de la course.</translation>
    </message>
    <message>
        <source>Adventure in the woods</source>
        <translation>Aventure dans les bois</translation>
    </message>
    <message>
        <source>Four bandits with a captive priest: 1 boast if he frees him.</source>
        <translation>Quatre bandits avec un prêtre captif : 1 vantardise s&apos;il le libère.</translation>
    </message>
    <message>
        <source>Game birds in a villager&apos;s snares: one meal.</source>
        <translation>Du gibier à plume dans les collets d&apos;un villageois : un repas.</translation>
    </message>
    <message>
        <source>Low branches: mounted, a 1-3 (+2 excellent horseman) throws him.</source>
        <translation>Branches basses : à cheval, un 1-3 (+2 excellent cavalier) le désarçonne.</translation>
    </message>
    <message>
        <source>Lost: no move next turn, and the woods again as his action.</source>
        <translation>Perdu : pas de mouvement au prochain tour, et de nouveau les bois comme action.</translation>
    </message>
    <message>
        <source>A young woman hiding among the trees.</source>
        <translation>Une jeune femme cachée parmi les arbres.</translation>
    </message>
    <message>
        <source>Two wolves attack: beaten, he loses his horse; 1 boast if he wins.</source>
        <translation>Deux loups attaquent : vaincu, il perd son cheval ; 1 vantardise s&apos;il gagne.</translation>
    </message>
    <message>
        <source>Adventure at a bridge</source>
        <translation>Aventure au pont</translation>
    </message>
    <message>
        <source>Two British soldiers hold the far end: one falling breaks them.</source>
        <translation>Deux soldats britanniques tiennent l&apos;autre bout : un seul tombé les met en déroute.</translation>
    </message>
    <message>
        <source>A child clings to driftwood below: a D6 (+2 cunning), 5+ saves her, a 1 lands him in the river.</source>
        <translation>Une enfant s&apos;accroche à une épave en contrebas : un D6 (+2 rusé), 5+ la sauve, un 1 le jette à l&apos;eau.</translation>
    </message>
    <message>
        <source>A shepherd&apos;s flock blocks the bridge: a wall 4 in ahead next turn.</source>
        <translation>Le troupeau d&apos;un berger bloque le pont : un mur à 4 po devant lui au prochain tour.</translation>
    </message>
    <message>
        <source>Powder kegs under the arches: he cuts the fuses in time.</source>
        <translation>Des barils de poudre sous les arches : il coupe les mèches à temps.</translation>
    </message>
    <message>
        <source>Four bandits lie in wait and rush him.</source>
        <translation>Quatre bandits embusqués se ruent sur lui.</translation>
    </message>
    <message>
        <source>a courier needs an ability</source>
        <translation>un courrier a besoin d&apos;un talent</translation>
    </message>
    <message>
        <source>a courier carries two items</source>
        <translation>un courrier porte deux objets</translation>
    </message>
    <message>
        <source>a courier&apos;s two items must differ</source>
        <translation>les deux objets d&apos;un courrier doivent être différents</translation>
    </message>
    <message>
        <source>only a courier has an ability</source>
        <translation>seul un courrier a un talent</translation>
    </message>
    <message>
        <source>only a courier carries items</source>
        <translation>seul un courrier porte des objets</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>À cheval</translation>
    </message>
    <message>
        <source>On foot</source>
        <translation>À pied</translation>
    </message>
    <message>
        <source>Courier, %1</source>
        <translation>Courrier, %1</translation>
    </message>
    <message>
        <source>Carries: %1</source>
        <translation>Porte : %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: up to %n movement dice</source>
        <translation>
            <numerusform>%1 : jusqu&apos;à %n dé de mouvement</numerusform>
            <numerusform>%1 : jusqu&apos;à %n dés de mouvement</numerusform>
        </translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Talent</translation>
    </message>
    <message>
        <source>First item</source>
        <translation>Premier objet</translation>
    </message>
    <message>
        <source>Second item</source>
        <translation>Second objet</translation>
    </message>
    <message>
        <source>member of a group</source>
        <translation>membre d&apos;un groupe</translation>
    </message>
    <message>
        <source>courier</source>
        <translation>courrier</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>pistol range</source>
        <translation>portée de pistolet</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>hors de portée</translation>
    </message>
    <message>
        <source>earlier results</source>
        <translation>résultats précédents</translation>
    </message>
    <message>
        <source>Take the hidden path to their camp now?</source>
        <translation>Prendre maintenant le sentier caché jusqu&apos;à leur camp ?</translation>
    </message>
    <message>
        <source>They surrender and offer to lead him to their camp: missives taken back, food, drink and a horse.</source>
        <translation>Ils se rendent et proposent de le mener à leur camp : missives rendues, vivres, boisson et un cheval.</translation>
    </message>
    <message>
        <source>Go with them to their camp now, and free its prisoners?</source>
        <translation>Aller maintenant avec eux à leur camp et libérer ses prisonniers ?</translation>
    </message>
    <message>
        <source>Ignore their offer and roll again?</source>
        <translation>Ignorer leur offre et relancer ?</translation>
    </message>
    <message>
        <source>Accept her father&apos;s bed and a meal?</source>
        <translation>Accepter le lit de son père et un repas ?</translation>
    </message>
    <message>
        <source>Try to save her?</source>
        <translation>Tenter de la sauver ?</translation>
    </message>
    <message>
        <source>Beaten senseless, stripped of everything and left for dead, exhausted.</source>
        <translation>Assommé, dépouillé de tout et laissé pour mort, épuisé.</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <translation>a obtenu %1</translation>
    </message>
    <message>
        <source>rolled %1, again %2</source>
        <translation>a obtenu %1, puis %2</translation>
    </message>
</context>
<context>
    <name>SteeplechaseGame</name>
    <message>
        <source>%1 parleys with %2.</source>
        <translation>%1 parlemente avec %2.</translation>
    </message>
    <message>
        <source>%1 catches his horse (%2).</source>
        <translation>%1 rattrape son cheval (%2).</translation>
    </message>
    <message>
        <source>%1 fails to catch his horse (%2; 5 needed).</source>
        <translation>%1 ne rattrape pas son cheval (%2 ; il fallait 5).</translation>
    </message>
    <message>
        <source>%1 drinks and is energetic again.</source>
        <translation>%1 boit et retrouve toute son énergie.</translation>
    </message>
    <message>
        <source>%1 eats; he is only thirsty now.</source>
        <translation>%1 mange ; il n&apos;a plus que soif.</translation>
    </message>
    <message>
        <source>%1 sleeps.</source>
        <translation>%1 dort.</translation>
    </message>
    <message>
        <source>%1 tries to hide, and is seen (%2; 4 needed).</source>
        <translation>%1 tente de se cacher, et il est vu (%2 ; il fallait 4).</translation>
    </message>
    <message>
        <source>%1 hides from his pursuers (%2).</source>
        <translation>%1 se cache de ses poursuivants (%2).</translation>
    </message>
    <message>
        <source>%1 destroys his missive.</source>
        <translation>%1 détruit son pli.</translation>
    </message>
    <message>
        <source>%1 hands his missive to %2.</source>
        <translation>%1 remet son pli à %2.</translation>
    </message>
    <message>
        <source>%1 fires his pistol at %2 and brings him down (%3).</source>
        <translation>%1 tire au pistolet sur %2 et l&apos;abat (%3).</translation>
    </message>
    <message>
        <source>%1 fires his pistol at %2 and misses (%3).</source>
        <translation>%1 tire au pistolet sur %2 et le manque (%3).</translation>
    </message>
    <message>
        <source>%1 and %2 boast: %3 against %4.</source>
        <translation>%1 et %2 se vantent : %3 contre %4.</translation>
    </message>
    <message>
        <source>%1 has taken his action this turn.</source>
        <translation>%1 a déjà agi ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 cannot do that now (%2).</source>
        <translation>%1 ne peut pas faire cela maintenant (%2).</translation>
    </message>
    <message>
        <source>aggressively</source>
        <translation>à l&apos;attaque</translation>
    </message>
    <message>
        <source>defensively</source>
        <translation>en défense</translation>
    </message>
    <message>
        <source>The wolves bring down %1&apos;s horse.</source>
        <translation>Les loups abattent le cheval de %1.</translation>
    </message>
    <message>
        <source>%1 overcomes %2.</source>
        <translation>%1 vient à bout de %2.</translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 est mort.</translation>
    </message>
    <message>
        <source>%1 has lost his missive.</source>
        <translation>%1 a perdu son pli.</translation>
    </message>
    <message>
        <source>Guerrillas</source>
        <translation>Guérilleros</translation>
    </message>
    <message>
        <source>%1 takes back a missive.</source>
        <translation>%1 reprend un pli.</translation>
    </message>
    <message>
        <source>Bandits</source>
        <translation>Bandits</translation>
    </message>
    <message>
        <source>Soldiers at the bridge</source>
        <translation>Soldats au pont</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Loups</translation>
    </message>
    <message>
        <source>A maiden</source>
        <translation>Une jeune fille</translation>
    </message>
    <message>
        <source>He saves the child (%1).</source>
        <translation>Il sauve l&apos;enfant (%1).</translation>
    </message>
    <message>
        <source>He falls in himself (%1).</source>
        <translation>Il tombe lui-même à l&apos;eau (%1).</translation>
    </message>
    <message>
        <source>He cannot reach her (%1).</source>
        <translation>Il ne peut pas l&apos;atteindre (%1).</translation>
    </message>
    <message>
        <source>He digs himself out (try %1, rolled %2).</source>
        <translation>Il se dégage (essai %1, %2 au dé).</translation>
    </message>
    <message>
        <source>He cannot dig himself out.</source>
        <translation>Il ne parvient pas à se dégager.</translation>
    </message>
    <message>
        <source>A flock of sheep</source>
        <translation>Un troupeau de moutons</translation>
    </message>
    <message>
        <source>%1 lose sight of %2.</source>
        <translation>%1 perdent %2 de vue.</translation>
    </message>
    <message>
        <source>%1 chase %2 (rolled %3).</source>
        <translation>%1 poursuivent %2 (%3 aux dés).</translation>
    </message>
    <message>
        <source>%1 lose %2 among the buildings.</source>
        <translation>%1 perdent %2 parmi les maisons.</translation>
    </message>
    <message>
        <source>%1 are stopped by the water.</source>
        <translation>%1 sont arrêtés par l&apos;eau.</translation>
    </message>
    <message>
        <source>Turn %1.</source>
        <translation>Tour %1.</translation>
    </message>
    <message>
        <source>No courier has held a missive for two turns: the French have failed.</source>
        <translation>Aucun courrier n&apos;a tenu de pli depuis deux tours : les Français ont échoué.</translation>
    </message>
    <message>
        <source>No courier holds a missive: one must be regained by the end of %1.</source>
        <translation>Aucun courrier ne tient de pli : il faut en reprendre un avant la fin %1.</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>du tour suivant</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>de ce tour</translation>
    </message>
    <message>
        <source>%1 sleeps on (rolled %2).</source>
        <translation>%1 continue de dormir (%2 au dé).</translation>
    </message>
    <message>
        <source>%1 wakes (rolled %2).</source>
        <translation>%1 se réveille (%2 au dé).</translation>
    </message>
    <message>
        <source>%1 stays where he is.</source>
        <translation>%1 reste où il est.</translation>
    </message>
    <message>
        <source>Turn %1 ends with no missive delivered: the French have failed.</source>
        <translation>Le tour %1 s&apos;achève sans pli remise : les Français ont échoué.</translation>
    </message>
    <message>
        <source>%1 brings his missive to the Emperor.</source>
        <translation>%1 remet son pli à l&apos;Empereur.</translation>
    </message>
    <message>
        <source>Every courier has fallen: the French have failed.</source>
        <translation>Tous les courriers sont tombés : les Français ont échoué.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 wins with %n boast(s).</source>
        <translation>
            <numerusform>%1 %2 l&apos;emporte avec %n vantardise.</numerusform>
            <numerusform>%1 %2 l&apos;emporte avec %n vantardises.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: bring a missive to the Emperor</source>
        <translation>%1 : porter un pli à l&apos;Empereur</translation>
    </message>
    <message>
        <source>fallen</source>
        <translation>tombé</translation>
    </message>
    <message>
        <source>arrived</source>
        <translation>arrivé</translation>
    </message>
    <message>
        <source>a prisoner</source>
        <translation>prisonnier</translation>
    </message>
    <message>
        <source>%1 in to go</source>
        <translation>encore %1 po</translation>
    </message>
    <message>
        <source>%1 in to go, without a missive</source>
        <translation>encore %1 po, sans pli</translation>
    </message>
    <message>
        <source>The race ends when a courier brings a missive to the Emperor; the most boasts then wins (a braggart&apos;s chits count one more, a prisoner&apos;s total is halved).</source>
        <translation>La course s&apos;achève quand un courrier remet un pli à l&apos;Empereur ; le plus de vantardises l&apos;emporte alors (chaque jeton d&apos;un fanfaron compte un de plus, le total d&apos;un prisonnier est divisé par deux).</translation>
    </message>
    <message>
        <source>If no courier holds a missive for two turns the French fail, and the most shamed courier takes the blame.</source>
        <translation>Si aucun courrier ne tient de pli pendant deux tours, les Français échouent, et le courrier le plus couvert de honte en porte la faute.</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>La course est terminée.</translation>
    </message>
    <message>
        <source>It is not %1&apos;s step.</source>
        <translation>Ce n&apos;est pas à %1 de jouer.</translation>
    </message>
    <message>
        <source>%1 must first answer: accept or refuse.</source>
        <translation>%1 doit d&apos;abord répondre : accepter ou refuser.</translation>
    </message>
    <message>
        <source>%1 has moved already.</source>
        <translation>%1 s&apos;est déjà déplacé.</translation>
    </message>
    <message>
        <source>In the movement phase a courier rides or stays, not &quot;%1&quot;.</source>
        <translation>En phase de mouvement, un courrier chevauche ou reste sur place, il ne fait pas « %1 ».</translation>
    </message>
    <message>
        <source>A ride needs a point to ride towards.</source>
        <translation>Une chevauchée demande un point vers lequel se diriger.</translation>
    </message>
    <message>
        <source>%1 may not move this turn.</source>
        <translation>%1 ne peut pas se déplacer ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 may roll from 1 to %2 dice, not %3.</source>
        <translation>%1 peut lancer de 1 à %2 dés, pas %3.</translation>
    </message>
    <message>
        <source>Point him somewhere away from where he stands.</source>
        <translation>Dirigez-le vers un point éloigné de l&apos;endroit où il se trouve.</translation>
    </message>
    <message>
        <source>%1 in</source>
        <translation>%1 po</translation>
    </message>
    <message>
        <source>Triples: every courier tires a level, %1&apos;s horse is fatigued and he rides half the roll.</source>
        <translation>Un brelan : chaque courrier perd un niveau d&apos;énergie, le cheval de %1 est fatigué et il ne parcourt que la moitié du jet.</translation>
    </message>
    <message>
        <source>%1 rides %2 in.</source>
        <translation>%1 parcourt %2 po.</translation>
    </message>
    <message>
        <source>A pair: %1 patrols %2 in along its route (rolled %3).</source>
        <translation>Une paire : %1 patrouille de %2 po sur son itinéraire (%3 aux dés).</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Tour %1 : %2</translation>
    </message>
    <message>
        <source>pursuit: the patrols and bands give chase</source>
        <translation>poursuite : patrouilles et bandes se lancent à la poursuite</translation>
    </message>
    <message>
        <source>the couriers&apos; actions</source>
        <translation>les actions des courriers</translation>
    </message>
    <message>
        <source>movement: %1</source>
        <translation>mouvement : %1</translation>
    </message>
    <message>
        <source>actions: %1</source>
        <translation>actions : %1</translation>
    </message>
    <message>
        <source>the next courier</source>
        <translation>le courrier suivant</translation>
    </message>
    <message>
        <source>the pursuit</source>
        <translation>la poursuite</translation>
    </message>
    <message>
        <source>the next turn</source>
        <translation>le tour suivant</translation>
    </message>
    <message>
        <source>%1 — %2: rolled %3. %4</source>
        <translation>%1 — %2 : %3 au dé. %4</translation>
    </message>
    <message>
        <source>%1 — %2: rolled %3 (%4), %5. %6</source>
        <translation>%1 — %2 : %3 au dé (%4), %5. %6</translation>
    </message>
    <message>
        <source>%1 tries again.</source>
        <translation>%1 tente sa chance à nouveau.</translation>
    </message>
    <message>
        <source>%1 lets it stand.</source>
        <translation>%1 en reste là.</translation>
    </message>
    <message>
        <source>%1 accepts.</source>
        <translation>%1 accepte.</translation>
    </message>
    <message>
        <source>%1 refuses.</source>
        <translation>%1 refuse.</translation>
    </message>
    <message>
        <source>%1 is a prisoner of %2.</source>
        <translation>%1 est prisonnier de %2.</translation>
    </message>
    <message>
        <source>%1 is free of %2.</source>
        <translation>%1 est libéré de %2.</translation>
    </message>
    <message>
        <source>%1 is on foot; his horse runs loose.</source>
        <translation>%1 est à pied ; son cheval s&apos;échappe.</translation>
    </message>
    <message>
        <source>%1 is on foot; his horse is gone.</source>
        <translation>%1 est à pied ; son cheval est perdu.</translation>
    </message>
    <message>
        <source>The country</source>
        <translation>Le pays</translation>
    </message>
    <message numerus="yes">
        <source>%1 appear (%n).</source>
        <translation>
            <numerusform>%1 apparaissent (%n).</numerusform>
            <numerusform>%1 apparaissent (%n).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 in.</source>
        <translation>%1 lance %2 : %3 po.</translation>
    </message>
    <message>
        <source>%1 rolls %2 (kept %3 after his re-rolls): %4 in.</source>
        <translation>%1 lance %2 (%3 après ses relances) : %4 po.</translation>
    </message>
    <message>
        <source>%1 has nothing of the kind to give.</source>
        <translation>%1 n&apos;a rien de tel à donner.</translation>
    </message>
    <message>
        <source>The couriers choose their abilities and items.</source>
        <translation>Les courriers choisissent leurs talents et leurs objets.</translation>
    </message>
    <message>
        <source>Before the race a courier chooses his ability and items, not &quot;%1&quot;.</source>
        <translation>Avant la course, un courrier choisit son talent et ses objets, pas « %1 ».</translation>
    </message>
    <message>
        <source>%1 has chosen already.</source>
        <translation>%1 a déjà choisi.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no ability.</source>
        <translation>« %1 » n&apos;est pas un talent.</translation>
    </message>
    <message>
        <source>A courier takes two different items.</source>
        <translation>Un courrier prend deux objets différents.</translation>
    </message>
    <message>
        <source>%1 sets off as a %2, with a %3 and a %4.</source>
        <translation>%1 part en %2, avec : %3 et %4.</translation>
    </message>
    <message>
        <source>%1 sets off without choosing: he carries nothing.</source>
        <translation>%1 part sans choisir : il n&apos;emporte rien.</translation>
    </message>
    <message>
        <source>A turn needs a point to turn towards.</source>
        <translation>Un virage demande un point vers lequel tourner.</translation>
    </message>
    <message>
        <source>Only an excellent horseman on his horse may turn during his ride.</source>
        <translation>Seul un excellent cavalier à cheval peut tourner pendant sa chevauchée.</translation>
    </message>
    <message>
        <source>A turn needs a point along the ride and a way to turn to.</source>
        <translation>Un virage demande un point sur la chevauchée et une direction où tourner.</translation>
    </message>
    <message>
        <source>%1 may turn up to %2°, not %3°.</source>
        <translation>%1 peut tourner de %2° au plus, pas de %3°.</translation>
    </message>
    <message>
        <source>%1 turns after %2 in.</source>
        <translation>%1 tourne après %2 po.</translation>
    </message>
    <message>
        <source>setup: %1 chooses</source>
        <translation>préparatifs : %1 choisit</translation>
    </message>
    <message>
        <source>the first turn</source>
        <translation>le premier tour</translation>
    </message>
    <message>
        <source>the building</source>
        <translation>le bâtiment</translation>
    </message>
    <message>
        <source>%1 finds no doorway there and stops at the wall of %2.</source>
        <translation>%1 ne trouve pas de porte à cet endroit et s&apos;arrête contre le mur de %2.</translation>
    </message>
    <message>
        <source>%1 finds no doorway that way and stays inside %2.</source>
        <translation>%1 ne trouve pas de porte de ce côté et reste à l&apos;intérieur de %2.</translation>
    </message>
    <message>
        <source>%1 comes out of %2 by the doorway: leaving takes his whole move.</source>
        <translation>%1 sort de %2 par la porte : sortir lui prend tout son mouvement.</translation>
    </message>
    <message>
        <source>%1 is thrown in the woods (a 1 among his dice) and goes on on foot.</source>
        <translation>%1 est désarçonné dans les bois (un 1 parmi ses dés) et continue à pied.</translation>
    </message>
    <message>
        <source>%1 leaves his loose horse behind.</source>
        <translation>%1 abandonne son cheval échappé.</translation>
    </message>
    <message>
        <source>%1 keep %2&apos;s horse away from him.</source>
        <translation>%1 gardent le cheval de %2 loin de lui.</translation>
    </message>
    <message>
        <source>%1 has freed %2.</source>
        <translation>%1 a libéré %2.</translation>
    </message>
    <message>
        <source>%1 falls on %2.</source>
        <translation>%1 attaque %2.</translation>
    </message>
    <message>
        <source>%1 make %2 in for the bridge.</source>
        <translation>%1 font %2 po vers le pont.</translation>
    </message>
    <message>
        <source>%1 lets his prisoners go.</source>
        <translation>%1 relâche ses prisonniers.</translation>
    </message>
    <message>
        <source>%1 catches %2&apos;s horse and hands it over (%3).</source>
        <translation>%1 attrape le cheval de %2 et le lui rend (%3).</translation>
    </message>
    <message>
        <source>%1 fails to catch %2&apos;s horse (%3; 5 needed).</source>
        <translation>%1 n&apos;attrape pas le cheval de %2 (%3 ; il fallait 5).</translation>
    </message>
    <message>
        <source>%1 puts the fire out (rolled %2).</source>
        <translation>%1 éteint l&apos;incendie (a fait %2).</translation>
    </message>
    <message>
        <source>The fire is too strong for %1 (rolled %2).</source>
        <translation>L&apos;incendie est trop fort pour %1 (a fait %2).</translation>
    </message>
    <message>
        <source>%1 frees the bandits&apos; priest.</source>
        <translation>%1 libère le prêtre des bandits.</translation>
    </message>
    <message>
        <source>%1 fall on %2: does he answer their blows aggressively (accept) or defensively (refuse)?</source>
        <translation>%1 tombent sur %2 : reçoit-il leurs coups à l&apos;attaque (accepter) ou en défense (refuser) ?</translation>
    </message>
    <message>
        <source>The missive regained is lost once more: the French have failed.</source>
        <translation>La missive reprise est perdue une fois de plus : les Français ont échoué.</translation>
    </message>
    <message>
        <source>%1 leaves his horse at the door of %2 and goes in on foot.</source>
        <translation>%1 laisse son cheval à la porte de %2 et entre à pied.</translation>
    </message>
    <message>
        <source>%1 mounts his horse at the door.</source>
        <translation>%1 remonte à cheval à la porte.</translation>
    </message>
    <message>
        <source>%1 fights aggressively.</source>
        <translation>%1 combat à l&apos;attaque.</translation>
    </message>
    <message>
        <source>%1 fights defensively.</source>
        <translation>%1 combat en défense.</translation>
    </message>
    <message>
        <source>%1 has ridden this turn.</source>
        <translation>%1 a chevauché ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 stays put this turn.</source>
        <translation>%1 reste sur place ce tour-ci.</translation>
    </message>
    <message>
        <source>No other courier stands within %1 in.</source>
        <translation>Aucun autre courrier ne se tient à moins de %1 po.</translation>
    </message>
    <message>
        <source>Neither he nor %1 has a boast chit to show: nobody could win.</source>
        <translation>Ni lui ni %1 n&apos;a de jeton de vantardise à montrer : personne ne pourrait gagner.</translation>
    </message>
    <message>
        <source>He has had his contest with each courier near him (one a pair a mission).</source>
        <translation>Il a déjà eu son concours avec chaque courrier proche (un par paire et par mission).</translation>
    </message>
    <message>
        <source>Drinking lifts only a thirsty man; he is %1.</source>
        <translation>Boire ne soulage qu&apos;un homme assoiffé ; il est %1.</translation>
    </message>
    <message>
        <source>Eating lifts only a hungry man; he is %1.</source>
        <translation>Manger ne soulage qu&apos;un homme affamé ; il est %1.</translation>
    </message>
    <message>
        <source>He is not exhausted and his horse is not tired: sleep gives him nothing.</source>
        <translation>Il n&apos;est pas épuisé et son cheval n&apos;est pas fatigué : dormir ne lui apporte rien.</translation>
    </message>
    <message>
        <source>Nobody is chasing him.</source>
        <translation>Personne ne le poursuit.</translation>
    </message>
    <message>
        <source>No loose horse of his, nor of a companion within %1 in who stayed put.</source>
        <translation>Aucun cheval échappé à lui, ni à un compagnon resté sur place à moins de %1 po.</translation>
    </message>
    <message>
        <source>He rode this turn: only a courier who has not moved may do this.</source>
        <translation>Il a chevauché ce tour : seul un courrier qui n&apos;a pas bougé peut le faire.</translation>
    </message>
    <message>
        <source>No water within %1 in, and no wine.</source>
        <translation>Pas d&apos;eau à moins de %1 po, et pas de vin.</translation>
    </message>
    <message>
        <source>No building within %1 in to forage in, and no bread.</source>
        <translation>Aucun bâtiment à moins de %1 po où fourrager, et pas de pain.</translation>
    </message>
    <message>
        <source>No cover within %1 in to hide behind.</source>
        <translation>Aucun couvert à moins de %1 po où se cacher.</translation>
    </message>
    <message>
        <source>No enemy touches him.</source>
        <translation>Aucun ennemi ne le touche.</translation>
    </message>
    <message>
        <source>He has been silenced: he may not parley.</source>
        <translation>On l&apos;a réduit au silence : il ne peut pas parlementer.</translation>
    </message>
    <message>
        <source>Nobody within %1 in to parley with.</source>
        <translation>Personne à moins de %1 po avec qui parlementer.</translation>
    </message>
    <message>
        <source>No farmhouse, woods or bridge here whose adventure he has not had.</source>
        <translation>Ni ferme, ni bois, ni pont ici dont il n&apos;ait déjà eu l&apos;aventure.</translation>
    </message>
    <message>
        <source>No enemy within %1 in.</source>
        <translation>Aucun ennemi à moins de %1 po.</translation>
    </message>
    <message>
        <source>He has no pistol.</source>
        <translation>Il n&apos;a pas de pistolet.</translation>
    </message>
    <message>
        <source>He has no missive.</source>
        <translation>Il n&apos;a pas de missive.</translation>
    </message>
    <message>
        <source>No French courier without a missive stands within %1 in.</source>
        <translation>Aucun courrier français sans missive ne se tient à moins de %1 po.</translation>
    </message>
    <message>
        <source>A prisoner acts only by his captors&apos; prisoner table.</source>
        <translation>Un prisonnier n&apos;agit que selon la table des prisonniers de ses geôliers.</translation>
    </message>
    <message>
        <source>Lost in the woods, he must try their adventure again.</source>
        <translation>Perdu dans les bois, il doit retenter leur aventure.</translation>
    </message>
    <message>
        <source>An enemy touches him: he must fight or parley.</source>
        <translation>Un ennemi le touche : il doit combattre ou parlementer.</translation>
    </message>
    <message>
        <source>he fends the blow off</source>
        <translation>il pare le coup</translation>
    </message>
    <message>
        <source>he is beaten</source>
        <translation>il est battu</translation>
    </message>
    <message>
        <source>his man falls</source>
        <translation>son adversaire tombe</translation>
    </message>
    <message>
        <source>his man stands</source>
        <translation>son adversaire tient bon</translation>
    </message>
    <message>
        <source>Couriers ride only in the movement phase.</source>
        <translation>Les courriers ne chevauchent que pendant la phase de mouvement.</translation>
    </message>
    <message>
        <source>No courier rides now.</source>
        <translation>Aucun courrier ne chevauche maintenant.</translation>
    </message>
    <message>
        <source>It is %1&apos;s ride now.</source>
        <translation>C&apos;est au tour de %1 de chevaucher.</translation>
    </message>
    <message>
        <source>He %1.</source>
        <translation>Il %1.</translation>
    </message>
    <message>
        <source>their die %1, none of his to answer it</source>
        <translation>leur dé %1, aucun des siens pour y répondre</translation>
    </message>
    <message>
        <source>their die %1, he %2</source>
        <translation>leur dé %1, lui %2</translation>
    </message>
    <message>
        <source>; beaten, he rolls again for his defence: %1</source>
        <translation> ; battu, il relance pour sa défense : %1</translation>
    </message>
    <message>
        <source>%1 breaks his parole: he fights the British.</source>
        <translation>%1 rompt sa parole : il combat les Britanniques.</translation>
    </message>
    <message>
        <source>%1 fights %2 %3: %4 against %5 (%6); %7.</source>
        <translation>%1 combat %2 %3 : %4 contre %5 (%6) ; %7.</translation>
    </message>
    <message>
        <source>He rolls %1 and moves that many inches away.</source>
        <translation>Il obtient %1 et s&apos;éloigne d&apos;autant de pouces.</translation>
    </message>
    <message>
        <source>Low branches: rolled %1, %2 in all: they sweep him off his horse.</source>
        <translation>Branches basses : %1 obtenu, %2 en tout : elles le jettent à bas de son cheval.</translation>
    </message>
    <message>
        <source>Low branches: rolled %1, %2 in all: he ducks under them.</source>
        <translation>Branches basses : %1 obtenu, %2 en tout : il se baisse et passe dessous.</translation>
    </message>
    <message>
        <source>He runs for it and is shot down (rolled %1, a 1 kept).</source>
        <translation>Il tente de s&apos;enfuir et est abattu (%1 obtenu, un 1 gardé).</translation>
    </message>
    <message>
        <source>He runs for it and gets away</source>
        <translation>Il tente de s&apos;enfuir et s&apos;échappe</translation>
    </message>
    <message>
        <source>He makes off</source>
        <translation>Il s&apos;éclipse</translation>
    </message>
    <message>
        <source>He fails to dig himself out (try %1, rolled %2).</source>
        <translation>Il ne parvient pas à se dégager (essai %1, %2 obtenu).</translation>
    </message>
    <message>
        <source>%1: his movement dice %2.</source>
        <translation>%1 : ses dés de mouvement %2.</translation>
    </message>
    <message>
        <source>%1 ride into the trees, a die for each rider, lost on a %2: rolled %3; %4 lost.</source>
        <translation>%1 entrent dans les arbres, un dé par cavalier, perdu sur un %2 : %3 obtenus ; %4 perdus.</translation>
    </message>
    <message>
        <source>%1 go back %2 in towards their ground (rolled %3).</source>
        <translation>%1 reviennent de %2 po vers leur terrain (%3 obtenu).</translation>
    </message>
    <message>
        <source>%1 has brought his missive to the Emperor.</source>
        <translation>%1 a remis sa missive à l&apos;Empereur.</translation>
    </message>
    <message>
        <source>%1 draws a boast chit, face down.</source>
        <translation>%1 tire un jeton de gloire, face cachée.</translation>
    </message>
    <message>
        <source>%1 draws %2 boast chits, face down.</source>
        <translation>%1 tire %2 jetons de gloire, face cachée.</translation>
    </message>
    <message>
        <source>%1 draws a shame chit, face down.</source>
        <translation>%1 tire un jeton de honte, face cachée.</translation>
    </message>
    <message>
        <source>%1 draws %2 shame chits, face down.</source>
        <translation>%1 tire %2 jetons de honte, face cachée.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>+1 a chit, a braggart</source>
        <translation>+1 par jeton, en fanfaron</translation>
    </message>
    <message>
        <source>halved, a prisoner</source>
        <translation>divisé par deux, prisonnier</translation>
    </message>
    <message>
        <source>%1 turns up his chits: boasts %2, shame %3; his boasts come to %4%5.</source>
        <translation>%1 retourne ses jetons : gloire %2, honte %3 ; sa gloire se monte à %4%5.</translation>
    </message>
    <message>
        <source>%1 jumps: %2 %3, %4 in all with his modifiers (%5 gets him over). %6</source>
        <translation>%1 saute : %2 %3, %4 en tout avec ses modificateurs (%5 le fait passer). %6</translation>
    </message>
    <message>
        <source>%1 (the better of %2)</source>
        <translation>%1 (le meilleur de %2)</translation>
    </message>
    <message>
        <source>%1 has freed %2, who hands him one of his boast chits.</source>
        <translation>%1 a libéré %2, qui lui remet l&apos;un de ses jetons de gloire.</translation>
    </message>
    <message>
        <source>%1 is stopped by %2: no one crosses it but by a bridge.</source>
        <translation>%1 est arrêté par %2 : on ne passe que par un pont.</translation>
    </message>
    <message>
        <source>the water</source>
        <translation>l&apos;eau</translation>
    </message>
    <message>
        <source>%1 has rolled: first say which of his low dice he rolls again, if any.</source>
        <translation>%1 a lancé ses dés : dites d&apos;abord lesquels de ses dés faibles il relance, s&apos;il en relance.</translation>
    </message>
    <message>
        <source>%1 rolls %2: his energy lets him roll again any die of %3 or less, if he wishes.</source>
        <translation>%1 lance %2 : son énergie lui permet de relancer tout dé de %3 ou moins, s&apos;il le souhaite.</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <translation>a lancé %1</translation>
    </message>
    <message>
        <source>%1 has no roll waiting to be rolled again.</source>
        <translation>%1 n&apos;a aucun jet en attente de relance.</translation>
    </message>
    <message>
        <source>%1 may roll again only his dice of %2 or less (places %3 of his roll, from 0), each once.</source>
        <translation>%1 ne peut relancer que ses dés de %2 ou moins (places %3 de son jet, à partir de 0), chacun une fois.</translation>
    </message>
    <message>
        <source>%1 keeps his dice %2: %3 in.</source>
        <translation>%1 garde ses dés %2 : %3 po.</translation>
    </message>
    <message>
        <source>%1 rolls his %2 again and gets %3: %4, %5 in.</source>
        <translation>%1 relance son %2 et obtient %3 : %4, %5 po.</translation>
    </message>
    <message>
        <source>%1 has rolled for this ride: which dice he rolls again comes first.</source>
        <translation>%1 a lancé ses dés pour cette chevauchée : il doit d&apos;abord dire lesquels il relance.</translation>
    </message>
    <message>
        <source>%1 rolls every low die again.</source>
        <translation>%1 relance tous ses dés faibles.</translation>
    </message>
    <message>
        <source>%1 is stopped after %2 in by %3 in his way.</source>
        <translation>%1 est arrêté au bout de %2 po par %3 sur son chemin.</translation>
    </message>
    <message>
        <source>%1 is in his way after %2 in</source>
        <translation>%1 lui barre la route au bout de %2 po</translation>
    </message>
    <message>
        <source>%1 jumps: %2 rolled %3, %4 in all with his modifiers (%5 gets him over), which reads: “%6” His energy lets him roll it again, if he wishes.</source>
        <translation>%1 saute : %2, a obtenu %3, %4 en tout avec ses modificateurs (%5 le fait passer), ce qui se lit : « %6 » Son énergie lui permet de le relancer, s&apos;il le souhaite.</translation>
    </message>
    <message>
        <source>rolled %1 to jump</source>
        <translation>a obtenu %1 pour sauter</translation>
    </message>
    <message>
        <source>%1 rolls his jump&apos;s one die again (place 0) or keeps it.</source>
        <translation>%1 relance l&apos;unique dé de son saut (place 0) ou le garde.</translation>
    </message>
</context>
<context>
    <name>SteeplechaseLog</name>
    <message>
        <source>movement</source>
        <translation>mouvement</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>actions</translation>
    </message>
    <message>
        <source>pursuit</source>
        <translation>poursuite</translation>
    </message>
    <message>
        <source>appearance</source>
        <translation>apparition</translation>
    </message>
    <message>
        <source>arrival</source>
        <translation>arrivée</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>capture</translation>
    </message>
    <message>
        <source>chits</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>choix</translation>
    </message>
    <message>
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>combat</translation>
    </message>
    <message>
        <source>freed</source>
        <translation>libéré</translation>
    </message>
    <message>
        <source>horse</source>
        <translation>cheval</translation>
    </message>
    <message>
        <source>missive</source>
        <translation>pli</translation>
    </message>
    <message>
        <source>overcome</source>
        <translation>vaincu</translation>
    </message>
    <message>
        <source>parole</source>
        <translation>parole</translation>
    </message>
    <message>
        <source>patrol</source>
        <translation>patrouille</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>délivrance</translation>
    </message>
    <message>
        <source>triples</source>
        <translation>brelan</translation>
    </message>
</context>
<context>
    <name>SteeplechaseLooks</name>
    <message>
        <source>Courier</source>
        <translation>Courrier</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>À cheval</translation>
    </message>
</context>
<context>
    <name>SteeplechasePaper</name>
    <message>
        <source>Starts %1: at most %2D6 to move.</source>
        <translation>Part %1 : au plus %2D6 pour avancer.</translation>
    </message>
    <message>
        <source>He has</source>
        <translation>Il a</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>Ability: %1</source>
        <translation>Talent : %1</translation>
    </message>
    <message>
        <source>Item: %1</source>
        <translation>Objet : %1</translation>
    </message>
    <message>
        <source>on foot until caught: %1+</source>
        <translation>à pied tant qu&apos;il n&apos;est pas rattrapé : %1+</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Cheval</translation>
    </message>
    <message>
        <source>Mounted, he starts a move in rough ground with %1D6.</source>
        <translation>Monté, il part d&apos;un terrain accidenté avec %1D6.</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Ce que cela veut dire</translation>
    </message>
    <message>
        <source>fresh</source>
        <translation>frais</translation>
    </message>
    <message>
        <source>%1D6 to move</source>
        <translation>%1D6 pour avancer</translation>
    </message>
    <message>
        <source>fatigued</source>
        <translation>fatigué</translation>
    </message>
    <message>
        <source>%1D6 to move; sleep rests it unless it is wounded</source>
        <translation>%1D6 pour avancer ; le sommeil le repose, sauf s&apos;il est blessé</translation>
    </message>
    <message>
        <source>loose</source>
        <translation>échappé</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>on foot: %1D6 to move</source>
        <translation>à pied : %1D6 pour avancer</translation>
    </message>
    <message>
        <source>Missive and chits</source>
        <translation>Pli et jetons</translation>
    </message>
    <message>
        <source>Destroying the missive: %1. Taking a lost one back: %2. Bringing it to the Emperor: %3.</source>
        <translation>Détruire le pli : %1. Reprendre un pli perdu : %2. Le porter à l&apos;Empereur : %3.</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>À tenir</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Comment</translation>
    </message>
    <message>
        <source>Missive held</source>
        <translation>Pli en main</translation>
    </message>
    <message>
        <source>untick when lost</source>
        <translation>à effacer s&apos;il est perdu</translation>
    </message>
    <message>
        <source>Boast chits</source>
        <translation>Jetons de vantardise</translation>
    </message>
    <message>
        <source>drawn hidden, shown at the end</source>
        <translation>tirés cachés, montrés à la fin</translation>
    </message>
    <message>
        <source>Shame chits</source>
        <translation>Jetons de honte</translation>
    </message>
    <message>
        <source>the most shamed takes the blame if the French fail</source>
        <translation>le plus honteux porte le blâme si les Français échouent</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Re-rolls of movement and combat dice. Triples thrown by anyone cost every courier a level.</source>
        <translation>Relances des dés de mouvement et de combat. Un triple, quel que soit le lanceur, coûte un niveau à chaque courrier.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Re-rolls</source>
        <translation>Relances</translation>
    </message>
    <message>
        <source>Reached again by</source>
        <translation>Retrouvé en</translation>
    </message>
    <message>
        <source>Courier sheet</source>
        <translation>Fiche de courrier</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Le tour</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Ce qui se passe</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>From the leader of the race back, each courier points his model, rolls up to his dice and rides the total in a straight line, or stays.</source>
        <translation>Du premier de la course au dernier, chaque courrier oriente sa figurine, lance jusqu&apos;à ses dés et parcourt le total en ligne droite, ou reste sur place.</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>Poursuite</translation>
    </message>
    <message>
        <source>Every group that sees an enemy courier moves straight at him on its dice.</source>
        <translation>Chaque groupe qui voit un courrier ennemi fonce droit sur lui selon ses dés.</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>From the back of the race to the front, one action each.</source>
        <translation>Du dernier de la course au premier, une action chacun.</translation>
    </message>
    <message>
        <source>Movement dice</source>
        <translation>Dés de mouvement</translation>
    </message>
    <message>
        <source>He may roll fewer. A pair moves the nearest patrol along its route (two pairs, the two nearest). Triples: every courier a level of energy down, his horse fatigued, his move halved.</source>
        <translation>Il peut en lancer moins. Une paire fait avancer la patrouille la plus proche sur son itinéraire (deux paires, les deux plus proches). Un triple : chaque courrier perd un niveau d&apos;énergie, son cheval est fatigué, son mouvement divisé par deux.</translation>
    </message>
    <message>
        <source>He is</source>
        <translation>Il est</translation>
    </message>
    <message>
        <source>Most D6</source>
        <translation>D6 au plus</translation>
    </message>
    <message>
        <source>mounted, starting in rough ground</source>
        <translation>monté, partant d&apos;un terrain accidenté</translation>
    </message>
    <message>
        <source>On each of a pursuer&apos;s movement dice showing a bullet face</source>
        <translation>Pour chaque dé de mouvement d&apos;un poursuivant montrant une face de balle</translation>
    </message>
    <message>
        <source>Sleeping in the open, if he chooses</source>
        <translation>En dormant à la belle étoile, s&apos;il le choisit</translation>
    </message>
    <message>
        <source>Sleeping under a roof, if he chooses</source>
        <translation>En dormant sous un toit, s&apos;il le choisit</translation>
    </message>
    <message>
        <source>Steeplechase — quick reference</source>
        <translation>Steeplechase — aide-mémoire</translation>
    </message>
    <message>
        <source>The turn, movement, the groups, fighting</source>
        <translation>Le tour, le mouvement, les groupes, le combat</translation>
    </message>
    <message>
        <source>Every die is a D6; lengths in inches. A roll past either end of a table reads the entry at that end.</source>
        <translation>Tous les dés sont des D6 ; longueurs en pouces (po). Un jet au-delà d&apos;une extrémité d&apos;une table se lit à cette extrémité.</translation>
    </message>
    <message>
        <source>The ride: jumps, bullets, sleep</source>
        <translation>La chevauchée : sauts, balles, sommeil</translation>
    </message>
    <message>
        <source>The people of the course and the adventures</source>
        <translation>Les gens du parcours et les aventures</translation>
    </message>
    <message>
        <source>The couriers and their actions</source>
        <translation>Les courriers et leurs actions</translation>
    </message>
    <message>
        <source>if yes: %1</source>
        <translation>si oui : %1</translation>
    </message>
    <message>
        <source>D6</source>
        <translation>D6</translation>
    </message>
    <message>
        <source>Chits</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>enemy</source>
        <translation>ennemi</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutre</translation>
    </message>
    <message>
        <source>stays put</source>
        <translation>ne bouge pas</translation>
    </message>
    <message>
        <source>The groups the rules run</source>
        <translation>Les groupes que mènent les règles</translation>
    </message>
    <message>
        <source>A patrol sees %1 in ahead and gives chase; chasing, it sees its quarry %2 in all round. Each die of its move showing a bullet face is a roll on the whizzing-bullets table.</source>
        <translation>Une patrouille voit à %1 po devant elle et se lance à la poursuite ; en poursuite, elle voit sa proie à %2 po tout autour. Chaque dé de son mouvement montrant une face de balle est un jet sur la table des balles qui sifflent.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Hommes</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>Attitude</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Bullets on</source>
        <translation>Balles sur</translation>
    </message>
    <message>
        <source>Fallen (overcome when full)</source>
        <translation>Tombés (vaincu quand c&apos;est plein)</translation>
    </message>
    <message>
        <source>%1 — couriers and groups</source>
        <translation>%1 — courriers et groupes</translation>
    </message>
    <message>
        <source>Abilities and items (one ability and two items each)</source>
        <translation>Talents et objets (un talent et deux objets chacun)</translation>
    </message>
    <message>
        <source>Ability or item</source>
        <translation>Talent ou objet</translation>
    </message>
    <message>
        <source>Actions: one a turn, from the back of the race to the front</source>
        <translation>Actions : une par tour, du dernier de la course au premier</translation>
    </message>
    <message>
        <source>Touching an enemy, he must parley or fight. A prisoner acts only by his captor&apos;s prisoner table.</source>
        <translation>Au contact d&apos;un ennemi, il doit parlementer ou combattre. Un prisonnier n&apos;agit que par la table des prisonniers de son geôlier.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Roll and result</source>
        <translation>Jet et résultat</translation>
    </message>
    <message>
        <source>did not move</source>
        <translation>n&apos;a pas bougé</translation>
    </message>
    <message>
        <source>Catch a horse</source>
        <translation>Rattraper un cheval</translation>
    </message>
    <message>
        <source>%1+ (%2)</source>
        <translation>%1+ (%2)</translation>
    </message>
    <message>
        <source>Drink</source>
        <translation>Boire</translation>
    </message>
    <message>
        <source>did not move; water within %1 in, or wine</source>
        <translation>n&apos;a pas bougé ; de l&apos;eau à %1 po, ou du vin</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Eat</source>
        <translation>Manger</translation>
    </message>
    <message>
        <source>did not move; a building within %1 in, or bread</source>
        <translation>n&apos;a pas bougé ; un bâtiment à %1 po, ou du pain</translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation>Dormir</translation>
    </message>
    <message>
        <source>%1 to %2, and rests a horse tired by triples; in the open or under a roof he may read the campsite or billet table</source>
        <translation>%1 → %2, et repose un cheval lassé par un triple ; à la belle étoile ou sous un toit, il peut lire la table du bivouac ou du logement</translation>
    </message>
    <message>
        <source>Parley</source>
        <translation>Parlementer</translation>
    </message>
    <message>
        <source>a group within %1 in</source>
        <translation>un groupe à %1 po</translation>
    </message>
    <message>
        <source>that group&apos;s parley table</source>
        <translation>la table de pourparlers de ce groupe</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combattre</translation>
    </message>
    <message>
        <source>touching an enemy</source>
        <translation>au contact d&apos;un ennemi</translation>
    </message>
    <message>
        <source>see Fighting</source>
        <translation>voir Combat</translation>
    </message>
    <message>
        <source>Adventure</source>
        <translation>Aventure</translation>
    </message>
    <message>
        <source>at a farmhouse, in woods, on a bridge; once each</source>
        <translation>à une ferme, dans un bois, sur un pont ; une fois chacun</translation>
    </message>
    <message>
        <source>that place&apos;s table</source>
        <translation>la table de ce lieu</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Se cacher</translation>
    </message>
    <message>
        <source>pursued; did not move; cover within %1 in</source>
        <translation>poursuivi ; n&apos;a pas bougé ; un couvert à %1 po</translation>
    </message>
    <message>
        <source>%1+ (%2): unseen while he stays; %3</source>
        <translation>%1+ (%2) : invisible tant qu&apos;il reste ; %3</translation>
    </message>
    <message>
        <source>Destroy the missive</source>
        <translation>Détruire le pli</translation>
    </message>
    <message>
        <source>he has it</source>
        <translation>il l&apos;a</translation>
    </message>
    <message>
        <source>Pass the missive</source>
        <translation>Passer le pli</translation>
    </message>
    <message>
        <source>a French courier without one within %1 in</source>
        <translation>un courrier français sans pli à %1 po</translation>
    </message>
    <message>
        <source>he takes it</source>
        <translation>il le prend</translation>
    </message>
    <message>
        <source>Fire a pistol</source>
        <translation>Tirer au pistolet</translation>
    </message>
    <message>
        <source>an enemy within %1 in</source>
        <translation>un ennemi à %1 po</translation>
    </message>
    <message>
        <source>%1+ removes the figure</source>
        <translation>%1+ retire la figurine</translation>
    </message>
    <message>
        <source>Boasting contest</source>
        <translation>Concours de vantardise</translation>
    </message>
    <message>
        <source>a courier within %1 in, once a pair</source>
        <translation>un courrier à %1 po, une fois par paire</translation>
    </message>
    <message>
        <source>each shows a chit; the higher wins %1</source>
        <translation>chacun montre un jeton ; le plus fort gagne %1</translation>
    </message>
    <message>
        <source>Fighting: each enemy touching him rolls a die once a turn</source>
        <translation>Combat : chaque ennemi à son contact lance un dé une fois par tour</translation>
    </message>
    <message>
        <source>His die</source>
        <translation>Son dé</translation>
    </message>
    <message>
        <source>What follows</source>
        <translation>Ce qui s&apos;ensuit</translation>
    </message>
    <message>
        <source>Defensive</source>
        <translation>Défensif</translation>
    </message>
    <message>
        <source>He wins ties. Lower: that group&apos;s losing table.</source>
        <translation>Il gagne les égalités. Plus bas : la table de défaite de ce groupe.</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>Offensif</translation>
    </message>
    <message>
        <source>The enemy wins ties. Higher: that enemy falls.</source>
        <translation>L&apos;ennemi gagne les égalités. Plus haut : cet ennemi tombe.</translation>
    </message>
    <message>
        <source>His energy&apos;s; and for defensive dice %1 a turn, %2 mounted, %3 for a famous swordsman (who adds %4 to every die).</source>
        <translation>Celles de son énergie ; et pour les dés défensifs %1 par tour, %2 monté, %3 pour une fine lame (qui ajoute %4 à chaque dé).</translation>
    </message>
    <message>
        <source>Overcome</source>
        <translation>Vaincu</translation>
    </message>
    <message>
        <source>When enough of a group fall: its overcoming table, read by the courier who felled the last.</source>
        <translation>Quand assez d&apos;hommes d&apos;un groupe sont tombés : sa table de victoire, lue par le courrier qui a abattu le dernier.</translation>
    </message>
    <message>
        <source>The groups</source>
        <translation>Les groupes</translation>
    </message>
    <message>
        <source>A patrol sees %1 in ahead and gives chase; chasing, it sees its quarry %2 in all round.</source>
        <translation>Une patrouille voit à %1 po devant elle et se lance à la poursuite ; en poursuite, elle voit sa proie à %2 po tout autour.</translation>
    </message>
    <message>
        <source>Overcome at</source>
        <translation>Vaincu à</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>At the Emperor</source>
        <translation>Chez l&apos;Empereur</translation>
    </message>
    <message>
        <source>A courier with a missive reaches him: the French succeed, and he draws %1.</source>
        <translation>Un courrier porteur d&apos;un pli l&apos;atteint : les Français réussissent, et il tire %1.</translation>
    </message>
    <message>
        <source>No missive</source>
        <translation>Plus de pli</translation>
    </message>
    <message>
        <source>No courier holds one for two turns running: the French fail, and the most shamed courier takes the blame.</source>
        <translation>Aucun courrier n&apos;en tient un deux tours de suite : les Français échouent, et le courrier le plus honteux porte le blâme.</translation>
    </message>
    <message>
        <source>The tally</source>
        <translation>Le décompte</translation>
    </message>
    <message>
        <source>Boast chits only; a braggart %1 a chit; a prisoner&apos;s total halved. The most boasts wins.</source>
        <translation>Les jetons de vantardise seuls ; un fanfaron %1 par jeton ; le total d&apos;un prisonnier divisé par deux. Le plus de vantardise l&apos;emporte.</translation>
    </message>
    <message>
        <source>%1 on the tables marked cunning, %2 to catch his horse, %3 to hide.</source>
        <translation>%1 sur les tables marquées rusé, %2 pour rattraper son cheval, %3 pour se cacher.</translation>
    </message>
    <message>
        <source>At the end each boast chit counts %1.</source>
        <translation>À la fin, chaque jeton de vantardise compte %1.</translation>
    </message>
    <message>
        <source>%1 on the tables marked braggart. %2</source>
        <translation>%1 sur les tables marquées fanfaron. %2</translation>
    </message>
    <message>
        <source>%1 to jump a stream, %2 to jump a wall, %3 to catch his horse.</source>
        <translation>%1 pour sauter un ruisseau, %2 pour sauter un mur, %3 pour rattraper son cheval.</translation>
    </message>
    <message>
        <source>%1 on every combat die, %2 to his defensive re-rolls a turn.</source>
        <translation>%1 sur chaque dé de combat, %2 à ses relances défensives par tour.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Pays where a table asks for coins; kept until it is lost.</source>
        <translation>Paie quand une table demande des pièces ; gardée jusqu&apos;à ce qu&apos;elle soit perdue.</translation>
    </message>
    <message>
        <source>A drink wherever he is: drinking lifts him from %1 to %2.</source>
        <translation>De quoi boire partout : boire, %1 → %2.</translation>
    </message>
    <message>
        <source>Food wherever he is: eating lifts him from %1 to %2.</source>
        <translation>De quoi manger partout : manger, %1 → %2.</translation>
    </message>
    <message>
        <source>While fresh, %1D6 to move instead of %2D6; %3 to jump a stream or a wall, %4 to catch him.</source>
        <translation>Tant qu&apos;il est frais, %1D6 pour avancer au lieu de %2D6 ; %3 pour sauter un ruisseau ou un mur, %4 pour le rattraper.</translation>
    </message>
    <message>
        <source>Fires at an enemy within %1 in: %2+ removes the figure.</source>
        <translation>Tire sur un ennemi à %1 po : %2+ retire la figurine.</translation>
    </message>
    <message numerus="yes">
        <source>%n boasts</source>
        <translation>
            <numerusform>%n vantardise</numerusform>
            <numerusform>%n vantardises</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shame</source>
        <translation>
            <numerusform>%n honte</numerusform>
            <numerusform>%n hontes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SteeplechaseRuleset</name>
    <message>
        <source>A race needs at least two couriers.</source>
        <translation>Une course demande au moins deux courriers.</translation>
    </message>
    <message>
        <source>A race needs the Emperor: an objective marker where the course ends.</source>
        <translation>Une course demande l&apos;Empereur : un marqueur d&apos;objectif à l&apos;arrivée du parcours.</translation>
    </message>
</context>
<context>
    <name>SteeplechaseSetupDialog</name>
    <message>
        <source>Before the Race</source>
        <translation>Avant la course</translation>
    </message>
    <message>
        <source>Each courier you ride picks one ability and two items; he keeps them until he loses them. The computer&apos;s couriers choose theirs when the race starts, and the log says why.</source>
        <translation>Chaque courrier que vous menez choisit un talent et deux objets ; il les garde jusqu&apos;à les perdre. Les courriers de l&apos;ordinateur choisissent les leurs au départ de la course, et le journal dit pourquoi.</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Courrier</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Talent</translation>
    </message>
    <message>
        <source>First item</source>
        <translation>Premier objet</translation>
    </message>
    <message>
        <source>Second item</source>
        <translation>Second objet</translation>
    </message>
    <message>
        <source>The computer&apos;s couriers choose for themselves (otherwise they ride as the scenario has them)</source>
        <translation>Les courriers de l&apos;ordinateur choisissent eux-mêmes (sinon ils partent comme le scénario les équipe)</translation>
    </message>
</context>
<context>
    <name>TableExporter</name>
    <message>
        <source>Ambuscade table</source>
        <translation>Table Ambuscade</translation>
    </message>
    <message>
        <source>cannot tell the format of %1: name it .svg, .png or .pdf</source>
        <translation>format de %1 inconnu : nommez-le .svg, .png ou .pdf</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>the image would be %1 × %2 pixels, more than the %3 megapixels allowed: choose fewer pixels per cm</source>
        <translation>l’image ferait %1 × %2 pixels, plus que les %3 mégapixels permis : choisissez moins de pixels par cm</translation>
    </message>
    <message>
        <source>cannot make an image of %1 × %2 pixels (%3 MiB): not enough memory; choose fewer pixels per cm</source>
        <translation>impossible de créer une image de %1 × %2 pixels (%3 Mio) : mémoire insuffisante ; choisissez moins de pixels par cm</translation>
    </message>
    <message>
        <source>the image of %1 × %2 pixels could not be encoded as PNG</source>
        <translation>l’image de %1 × %2 pixels n’a pas pu être encodée en PNG</translation>
    </message>
    <message>
        <source>could not draw %1: %2</source>
        <translation>impossible de dessiner %1 : %2</translation>
    </message>
</context>
<context>
    <name>TableMoves</name>
    <message numerus="yes">
        <source>%n men go all the way</source>
        <translation>
            <numerusform>%n homme va jusqu&apos;au bout</numerusform>
            <numerusform>%n hommes vont jusqu&apos;au bout</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody can move</source>
        <translation>Personne ne peut bouger</translation>
    </message>
    <message numerus="yes">
        <source>%n men go</source>
        <translation>
            <numerusform>%n homme y va</numerusform>
            <numerusform>%n hommes y vont</numerusform>
        </translation>
    </message>
    <message>
        <source>all of them only part of the way</source>
        <translation>tous seulement une partie du chemin</translation>
    </message>
    <message numerus="yes">
        <source>%n of them only part of the way</source>
        <translation>
            <numerusform>dont %n seulement une partie du chemin</numerusform>
            <numerusform>dont %n seulement une partie du chemin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cannot move</source>
        <translation>
            <numerusform>%n ne peut pas bouger</numerusform>
            <numerusform>%n ne peuvent pas bouger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men moved</source>
        <translation>
            <numerusform>%n homme a bougé</numerusform>
            <numerusform>%n hommes ont bougé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them stopped short</source>
        <translation>
            <numerusform>dont %n s&apos;est arrêté avant</numerusform>
            <numerusform>dont %n se sont arrêtés avant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not move</source>
        <translation>
            <numerusform>%n n&apos;a pas pu bouger</numerusform>
            <numerusform>%n n&apos;ont pas pu bouger</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Term</name>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Vétéran</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Formed</source>
        <translation>En ordre serré</translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation>Tirailleur</translation>
    </message>
    <message>
        <source>Irregular</source>
        <translation>Irrégulier</translation>
    </message>
    <message>
        <source>Civilian</source>
        <translation>Civil</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>Personnage-joueur</translation>
    </message>
    <message>
        <source>Officer</source>
        <translation>Officier</translation>
    </message>
    <message>
        <source>NCO</source>
        <translation>Sous-officier</translation>
    </message>
    <message>
        <source>Drummer</source>
        <translation>Tambour</translation>
    </message>
    <message>
        <source>Bugler</source>
        <translation>Clairon</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Soldat</translation>
    </message>
    <message>
        <source>British regular</source>
        <translation>Régulier britannique</translation>
    </message>
    <message>
        <source>French regular</source>
        <translation>Régulier français</translation>
    </message>
    <message>
        <source>Compagnies franches de la Marine</source>
        <translation>Compagnies franches de la Marine</translation>
    </message>
    <message>
        <source>Provincial</source>
        <translation>Provincial</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milice</translation>
    </message>
    <message>
        <source>Canadian militia</source>
        <translation>Milice canadienne</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Ranger</translation>
    </message>
    <message>
        <source>Indian</source>
        <translation>Amérindien</translation>
    </message>
</context>
<context>
    <name>TerrainKind</name>
    <message>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Bâtiment</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Fortification</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Terrain accidenté</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Colline</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Ruisseau</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Rivière</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>Lac</translation>
    </message>
    <message>
        <source>Ford</source>
        <translation>Gué</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Clôture</translation>
    </message>
    <message>
        <source>Hedge</source>
        <translation>Haie</translation>
    </message>
    <message>
        <source>Fallen tree</source>
        <translation>Arbre abattu</translation>
    </message>
</context>
<context>
    <name>TiledPrint</name>
    <message>
        <source>Ambuscade table</source>
        <translation>Table Ambuscade</translation>
    </message>
    <message>
        <source>sheet %1 of %2, row %3, column %4 of %5 × %6</source>
        <translation>feuille %1 sur %2, rangée %3, colonne %4 sur %5 × %6</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>portrait</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>paysage</translation>
    </message>
    <message>
        <source>The %1 × %2 cm table at true scale on %3 × %4 sheets of %5 paper (rows × columns), %6; neighbouring sheets share %7 mm of the table. Print at 100 % (actual size, not fitted to the page) and check the 10 cm bar on each sheet. Trim a sheet along the left and top edges of its picture and lay it over its neighbours up to their dashed lines.</source>
        <translation>La table de %1 × %2 cm à l&apos;échelle réelle sur %3 × %4 feuilles de papier %5 (rangées × colonnes), en %6 ; deux feuilles voisines montrent toutes deux %7 mm de la table. Imprimez à 100 % (taille réelle, sans ajuster à la page) et vérifiez la barre de 10 cm de chaque feuille. Rognez une feuille le long des bords gauche et haut de son image et posez-la sur ses voisines jusqu&apos;à leurs lignes pointillées.</translation>
    </message>
    <message>
        <source>10 cm: measure it to check the print is at true scale</source>
        <translation>10 cm : mesurez-la pour vérifier que l&apos;impression est à l&apos;échelle réelle</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>A3</source>
        <translation>A3</translation>
    </message>
    <message>
        <source>unknown paper size &quot;%1&quot;: choose %2</source>
        <translation>format de papier inconnu « %1 » : choisissez %2</translation>
    </message>
    <message>
        <source>%1 paper is not offered for tiling: choose %2</source>
        <translation>le papier %1 n&apos;est pas proposé pour l&apos;impression en mosaïque : choisissez %2</translation>
    </message>
    <message>
        <source>an overlap of %1 mm is refused: it cannot be less than none</source>
        <translation>un recouvrement de %1 mm est refusé : il ne peut être négatif</translation>
    </message>
    <message>
        <source>an overlap of %1 mm leaves nothing of a sheet of %2, whose picture is %3 mm across: choose less than %3 mm</source>
        <translation>un recouvrement de %1 mm ne laisse rien d&apos;une feuille %2, dont l&apos;image fait %3 mm de large : choisissez moins de %3 mm</translation>
    </message>
    <message>
        <source>the %1 × %2 cm table would take %3 sheets of %4, more than the %5 a tiled print may have: choose larger paper</source>
        <translation>la table de %1 × %2 cm prendrait %3 feuilles %4, plus que les %5 permises en mosaïque : choisissez un papier plus grand</translation>
    </message>
</context>
<context>
    <name>TiledPrintDialog</name>
    <message>
        <source>Print the Table Tiled</source>
        <translation>Imprimer la table en mosaïque</translation>
    </message>
    <message>
        <source>The table at true scale on sheets of paper to trim and tape together, after an assembly sheet that shows where each goes.</source>
        <translation>La table à l&apos;échelle réelle sur des feuilles à rogner et assembler au ruban adhésif, après une feuille d&apos;assemblage qui montre où va chacune.</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier :</translation>
    </message>
    <message>
        <source>&amp;Overlap:</source>
        <translation>&amp;Recouvrement :</translation>
    </message>
    <message>
        <source>How much of the table two neighbouring sheets both show, to glue one over the other</source>
        <translation>La part de la table que deux feuilles voisines montrent toutes deux, pour coller l&apos;une sur l&apos;autre</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
</context>
<context>
    <name>TouchTool</name>
    <message>
        <source>Click the space that %1 touches (Esc: start again).</source>
        <translation>Cliquez l&apos;emplacement que touche %1 (Échap : recommencer).</translation>
    </message>
    <message>
        <source>Click the water cell, or the rim beside the grid, that touches %1 (Esc: start again).</source>
        <translation>Cliquez la case d&apos;eau, ou le bord à côté de la grille, qui touche %1 (Échap : recommencer).</translation>
    </message>
    <message>
        <source>Click a water cell (or the rim beside the grid), then the space it touches: a landing, or a dock a step off the grid arrives at.</source>
        <translation>Cliquez une case d&apos;eau (ou le bord à côté de la grille), puis l&apos;emplacement qu&apos;elle touche : un débarcadère, ou un quai où mène un pas hors de la grille.</translation>
    </message>
</context>
<context>
    <name>TroopTemplate</name>
    <message>
        <source>French regular platoon</source>
        <translation>Section de réguliers français</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Lieutenant</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation>Sergent</translation>
    </message>
    <message>
        <source>Drummer</source>
        <translation>Tambour</translation>
    </message>
    <message>
        <source>Fusilier</source>
        <translation>Fusilier</translation>
    </message>
    <message>
        <source>Compagnie franche de la Marine</source>
        <translation>Compagnie franche de la Marine</translation>
    </message>
    <message>
        <source>Ensign</source>
        <translation>Enseigne</translation>
    </message>
    <message>
        <source>Marine</source>
        <translation>Soldat de la Marine</translation>
    </message>
    <message>
        <source>Canadian militia</source>
        <translation>Milice canadienne</translation>
    </message>
    <message>
        <source>Captain of militia</source>
        <translation>Capitaine de milice</translation>
    </message>
    <message>
        <source>Militiaman</source>
        <translation>Milicien</translation>
    </message>
    <message>
        <source>Indian war band</source>
        <translation>Bande de guerriers amérindiens</translation>
    </message>
    <message>
        <source>War chief</source>
        <translation>Chef de guerre</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Guerrier</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Archer</translation>
    </message>
    <message>
        <source>Ranger company</source>
        <translation>Compagnie de rangers</translation>
    </message>
    <message>
        <source>Ranger captain</source>
        <translation>Capitaine de rangers</translation>
    </message>
    <message>
        <source>Ranger sergeant</source>
        <translation>Sergent de rangers</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Ranger</translation>
    </message>
    <message>
        <source>British regular platoon</source>
        <translation>Section de réguliers britanniques</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Soldat</translation>
    </message>
    <message>
        <source>Provincial company</source>
        <translation>Compagnie provinciale</translation>
    </message>
    <message>
        <source>Provincial captain</source>
        <translation>Capitaine provincial</translation>
    </message>
    <message>
        <source>Provincial</source>
        <translation>Provincial</translation>
    </message>
    <message>
        <source>Settlers</source>
        <translation>Colons</translation>
    </message>
    <message>
        <source>Settler</source>
        <translation>Colon</translation>
    </message>
    <message>
        <source>Hero (player character)</source>
        <translation>Héros (personnage joueur)</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Officer</source>
        <translation>Officier</translation>
    </message>
    <message>
        <source>Mounted officer</source>
        <translation>Officier monté</translation>
    </message>
    <message>
        <source>NCO</source>
        <translation>Sous-officier</translation>
    </message>
    <message>
        <source>Musketeer</source>
        <translation>Mousquetaire</translation>
    </message>
    <message>
        <source>Rifleman</source>
        <translation>Tireur à la carabine</translation>
    </message>
    <message>
        <source>British line squad</source>
        <translation>Escouade de ligne britannique</translation>
    </message>
    <message>
        <source>Rifle section</source>
        <translation>Section de chasseurs à carabine</translation>
    </message>
    <message>
        <source>Chosen man</source>
        <translation>Homme choisi</translation>
    </message>
    <message>
        <source>Voltigeurs</source>
        <translation>Voltigeurs</translation>
    </message>
    <message>
        <source>Sergent</source>
        <translation>Sergent</translation>
    </message>
    <message>
        <source>Voltigeur</source>
        <translation>Voltigeur</translation>
    </message>
    <message>
        <source>Small gun and crew</source>
        <translation>Petite pièce et servants</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <source>Gun captain</source>
        <translation>Chef de pièce</translation>
    </message>
    <message>
        <source>Gunner</source>
        <translation>Canonnier</translation>
    </message>
    <message>
        <source>Hussars</source>
        <translation>Hussards</translation>
    </message>
    <message>
        <source>Brigadier</source>
        <translation>Brigadier</translation>
    </message>
    <message>
        <source>Hussar</source>
        <translation>Hussard</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitaine</translation>
    </message>
    <message>
        <source>French courier</source>
        <translation>Courrier français</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Courrier</translation>
    </message>
    <message>
        <source>Guerrilla band</source>
        <translation>Bande de guérilleros</translation>
    </message>
    <message>
        <source>Guerrilla</source>
        <translation>Guérillero</translation>
    </message>
    <message>
        <source>Bandits</source>
        <translation>Bandits</translation>
    </message>
    <message>
        <source>Bandit</source>
        <translation>Bandit</translation>
    </message>
    <message>
        <source>British cavalry patrol</source>
        <translation>Patrouille de cavalerie britannique</translation>
    </message>
    <message>
        <source>Dragoon</source>
        <translation>Dragon</translation>
    </message>
    <message>
        <source>British infantry patrol</source>
        <translation>Patrouille d&apos;infanterie britannique</translation>
    </message>
    <message>
        <source>Redcoat</source>
        <translation>Habit rouge</translation>
    </message>
    <message>
        <source>Villagers</source>
        <translation>Villageois</translation>
    </message>
    <message>
        <source>Villager</source>
        <translation>Villageois</translation>
    </message>
    <message>
        <source>Monks</source>
        <translation>Moines</translation>
    </message>
    <message>
        <source>Monk</source>
        <translation>Moine</translation>
    </message>
    <message>
        <source>Maiden</source>
        <translation>Jeune fille</translation>
    </message>
    <message>
        <source>A boat</source>
        <translation>Un canot</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Canot</translation>
    </message>
</context>
<context>
    <name>TurnFile</name>
    <message>
        <source>its game is of the rule set %1, which plays no games in this version</source>
        <translation>sa partie relève de la règle %1, qui ne joue aucune partie dans cette version</translation>
    </message>
    <message>
        <source>its history does not play again: the rules refuse order %1 (%2)</source>
        <translation>son historique ne se rejoue pas : les règles refusent l&apos;ordre %1 (%2)</translation>
    </message>
    <message>
        <source>order %1 of the turn is for another step than the one its game is at (%2)</source>
        <translation>l&apos;ordre %1 du tour vise une autre étape que celle où en est sa partie (%2)</translation>
    </message>
    <message>
        <source>the rules refuse order %1 of the turn (%2)</source>
        <translation>les règles refusent l&apos;ordre %1 du tour (%2)</translation>
    </message>
    <message>
        <source>it is turn %1 of the game, and the game here awaits turn %2</source>
        <translation>c&apos;est le tour %1 de la partie, et la partie ici attend le tour %2</translation>
    </message>
    <message>
        <source>the game&apos;s earlier history in it is not the game as played here: it was changed after it left this machine</source>
        <translation>l&apos;historique antérieur qu&apos;il contient n&apos;est pas la partie jouée ici : il a été modifié après avoir quitté cette machine</translation>
    </message>
    <message>
        <source>it is not a turn file (format: &quot;%1&quot;)</source>
        <translation>ce n&apos;est pas un fichier de tour (format : « %1 »)</translation>
    </message>
    <message>
        <source>it was written by a newer Ambuscade (turn file version %1); this one reads up to version %2</source>
        <translation>il a été écrit par un Ambuscade plus récent (fichier de tour version %1) ; celui-ci lit jusqu&apos;à la version %2</translation>
    </message>
    <message>
        <source>its game, number, seed or result is missing</source>
        <translation>sa partie, son numéro, sa graine ou son résultat manque</translation>
    </message>
    <message>
        <source>start.%1</source>
        <translation>start.%1</translation>
    </message>
    <message>
        <source>history[%1]: should be an order with a kind</source>
        <translation>history[%1] : devrait être un ordre avec un type</translation>
    </message>
    <message>
        <source>the orders given in this game are not known (it was saved before Ambuscade kept them)</source>
        <translation>les ordres donnés dans cette partie ne sont pas connus (elle a été enregistrée avant qu&apos;Ambuscade ne les garde)</translation>
    </message>
    <message>
        <source>its history does not match the digest it records: the file was changed</source>
        <translation>son historique ne correspond pas à l&apos;empreinte qu&apos;il enregistre : le fichier a été modifié</translation>
    </message>
    <message>
        <source>its orders do not play again to the result it records: the file was changed</source>
        <translation>ses ordres ne se rejouent pas jusqu&apos;au résultat qu&apos;il enregistre : le fichier a été modifié</translation>
    </message>
    <message>
        <source>another turn %1 of the game was opened here already</source>
        <translation>un autre tour %1 de la partie a déjà été ouvert ici</translation>
    </message>
</context>
<context>
    <name>Weapon</name>
    <message>
        <source>Rifle</source>
        <translation>Carabine</translation>
    </message>
    <message>
        <source>Musket</source>
        <translation>Mousquet</translation>
    </message>
    <message>
        <source>Pistol</source>
        <translation>Pistolet</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Arc</translation>
    </message>
    <message>
        <source>Spear</source>
        <translation>Lance</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Épée</translation>
    </message>
    <message>
        <source>War club</source>
        <translation>Casse-tête</translation>
    </message>
    <message>
        <source>Hatchet or knife</source>
        <translation>Hachette ou couteau</translation>
    </message>
    <message>
        <source>Rocks</source>
        <translation>Pierres</translation>
    </message>
</context>
<context>
    <name>ambuscade::AtomicFile</name>
    <message>
        <source>there was nothing to write</source>
        <translation>il n’y avait rien à écrire</translation>
    </message>
</context>
<context>
    <name>ambuscade::BalanceActions</name>
    <message>
        <source>Test &amp;Balance…</source>
        <translation>Tester l&apos;é&amp;quilibre…</translation>
    </message>
    <message>
        <source>&amp;Balance Overlay</source>
        <translation>Calque d&apos;é&amp;quilibre</translation>
    </message>
    <message>
        <source>Run Scenario → Test Balance… first: the overlay shows where men fell (red) and where fights were fought (amber).</source>
        <translation>Lancez d&apos;abord Scénario → Tester l&apos;équilibre… : le calque montre où des hommes sont tombés (rouge) et où l&apos;on s&apos;est battu (ambre).</translation>
    </message>
    <message>
        <source>Play the scenario many times with the computer on every side and see how the sides fare</source>
        <translation>Jouer le scénario de nombreuses fois avec l&apos;ordinateur de chaque côté et voir comment s&apos;en tirent les camps</translation>
    </message>
    <message>
        <source>Cannot test this scenario&apos;s balance: %1</source>
        <translation>Impossible de tester l&apos;équilibre de ce scénario : %1</translation>
    </message>
    <message>
        <source>Where men fell (red) and where fights were fought (amber) in the last balance test</source>
        <translation>Où des hommes sont tombés (rouge) et où l&apos;on s&apos;est battu (ambre) lors du dernier test d&apos;équilibre</translation>
    </message>
    <message>
        <source>Balance test done: %1 games played.</source>
        <translation>Test d&apos;équilibre terminé : %1 parties jouées.</translation>
    </message>
</context>
<context>
    <name>ambuscade::BalanceDialog</name>
    <message>
        <source>Test Balance</source>
        <translation>Tester l&apos;équilibre</translation>
    </message>
    <message>
        <source>Cancelled: no games are being played.</source>
        <translation>Annulé : aucune partie n&apos;est en cours.</translation>
    </message>
    <message>
        <source>The same seed plays the same games: ambuscade-cli simulate with --seed gives the same numbers.</source>
        <translation>La même graine joue les mêmes parties : ambuscade-cli simulate avec --seed donne les mêmes chiffres.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Parties :</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>The computer plays the scenario against itself, on a copy: go on editing meanwhile.</source>
        <translation>L&apos;ordinateur joue le scénario contre lui-même, sur une copie : continuez à le modifier pendant ce temps.</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Exporter en &amp;PDF…</translation>
    </message>
    <message>
        <source>Export P&amp;NG…</source>
        <translation>Exporter en P&amp;NG…</translation>
    </message>
    <message>
        <source>A test is under way already.</source>
        <translation>Un test est déjà en cours.</translation>
    </message>
    <message>
        <source>Playing %1 games…</source>
        <translation>%1 parties en cours…</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>undecided %1 %</source>
        <translation>indécises %1 %</translation>
    </message>
    <message>
        <source>%1 of %2 games so far: %3</source>
        <translation>%1 parties sur %2 jusqu&apos;ici : %3</translation>
    </message>
    <message>
        <source>%1 games played.</source>
        <translation>%1 parties jouées.</translation>
    </message>
    <message>
        <source>Run the test first: there is no report to export.</source>
        <translation>Lancez d&apos;abord le test : il n&apos;y a pas de rapport à exporter.</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export the Balance Report</source>
        <translation>Exporter le rapport d&apos;équilibre</translation>
    </message>
    <message>
        <source>Played &amp;by:</source>
        <translation>Joué &amp;par :</translation>
    </message>
    <message>
        <source>P&amp;layouts per order:</source>
        <translation>Simu&amp;lations par ordre :</translation>
    </message>
    <message>
        <source>Cancelled: no games are being played. The report below is the last finished run&apos;s, of %1 games.</source>
        <translation>Annulé : aucune partie n&apos;est en cours. Le rapport ci-dessous est celui du dernier essai achevé, de %1 parties.</translation>
    </message>
    <message>
        <source>Who plays every side. The computer that thinks ahead plays its likeliest orders forward before it gives one: far slower.</source>
        <translation>Qui joue chaque camp. L&apos;ordinateur qui réfléchit à l’avance joue la suite de ses ordres les plus probables avant d&apos;en donner un : bien plus lent.</translation>
    </message>
    <message>
        <source>How many times the computer that thinks ahead plays out each order it weighs: the same seed and playouts play the same games.</source>
        <translation>Combien de fois l&apos;ordinateur qui réfléchit à l’avance simule chaque ordre qu&apos;il pèse : la même graine et les mêmes simulations jouent les mêmes parties.</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 games: the report below is of those %1.</source>
        <translation>Annulé après %1 parties sur %2 : le rapport ci-dessous porte sur ces %1.</translation>
    </message>
</context>
<context>
    <name>ambuscade::Document</name>
    <message>
        <source>New scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <source>Your force</source>
        <translation>Votre troupe</translation>
    </message>
    <message>
        <source>Hostiles</source>
        <translation>Ennemis</translation>
    </message>
    <message>
        <source>Move figure</source>
        <translation>Déplacer la figurine</translation>
    </message>
    <message>
        <source>Move figures</source>
        <translation>Déplacer les figurines</translation>
    </message>
    <message>
        <source>%1 was not done: %2</source>
        <translation>%1 n&apos;a pas été fait : %2</translation>
    </message>
</context>
<context>
    <name>ambuscade::FightsPanel</name>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Tour %1 : %2</translation>
    </message>
</context>
<context>
    <name>ambuscade::GameLogDock</name>
    <message>
        <source>Game Log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>tout</translation>
    </message>
    <message>
        <source>all sides</source>
        <translation>tous les camps</translation>
    </message>
    <message>
        <source>Acting side</source>
        <translation>Camp qui agit</translation>
    </message>
</context>
<context>
    <name>ambuscade::GameLogModel</name>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>The side whose step it was: a volley&apos;s wounds are under the side that fired</source>
        <translation>Le camp dont c&apos;était l&apos;étape : les blessures d&apos;une salve sont sous le camp qui a tiré</translation>
    </message>
    <message>
        <source>Acting side</source>
        <translation>Camp qui agit</translation>
    </message>
</context>
<context>
    <name>ambuscade::GameMode</name>
    <message>
        <source>Ambuscade games (*.ambuscade-game.json *.json)</source>
        <translation>Parties Ambuscade (*.ambuscade-game.json *.json)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Next Phase</source>
        <translation>Phase &amp;suivante</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>&amp;Finish the Side&apos;s Turn</source>
        <translation>&amp;Terminer le tour de ce camp</translation>
    </message>
    <message>
        <source>Shift+F5</source>
        <translation>Shift+F5</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Ctrl+Backspace</source>
        <translation>Ctrl+Backspace</translation>
    </message>
    <message>
        <source>&amp;Referee a Real Table</source>
        <translation>A&amp;rbitrer une vraie table</translation>
    </message>
    <message>
        <source>The computer&apos;s moves are listed for you to make on your own table; drag your figures to where you put them</source>
        <translation>Les mouvements de l&apos;ordinateur sont listés pour que vous les fassiez sur votre table ; faites glisser vos figurines là où vous les avez posées</translation>
    </message>
    <message>
        <source>Re&amp;play from the Start</source>
        <translation>Re&amp;voir depuis le début</translation>
    </message>
    <message>
        <source>F8</source>
        <translation>F8</translation>
    </message>
    <message>
        <source>Step through the game&apos;s log and see the table as it stood</source>
        <translation>Parcourir le journal de la partie et voir la table telle qu&apos;elle était</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation>&amp;Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Leave Game</source>
        <translation>&amp;Quitter la partie</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Partie enregistrée dans %1</translation>
    </message>
    <message>
        <source>Leave Game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <source>The game has moves that are not saved. Save them?</source>
        <translation>La partie a des coups non enregistrés. Les enregistrer ?</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>l&apos;ordinateur</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>Replay the &amp;Computer&apos;s Last Turn</source>
        <translation>Revoir le dernier tour de l&apos;&amp;ordinateur</translation>
    </message>
    <message>
        <source>Shift+F8</source>
        <translation>Shift+F8</translation>
    </message>
    <message>
        <source>S&amp;kip the Computer&apos;s Turn</source>
        <translation>&amp;Passer le tour de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Show the table as it stands now, without the rest of the computer&apos;s moves</source>
        <translation>Montrer la table telle qu&apos;elle est maintenant, sans le reste des mouvements de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>The computer has not played a turn yet.</source>
        <translation>L&apos;ordinateur n&apos;a pas encore joué de tour.</translation>
    </message>
    <message>
        <source>Back to the start of the game</source>
        <translation>Retour au début de la partie</translation>
    </message>
    <message>
        <source>Back to the start of the computer&apos;s turn</source>
        <translation>Retour au début du tour de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Return to the Game Set Aside</source>
        <translation>&amp;Revenir à la partie mise de côté</translation>
    </message>
    <message>
        <source>For %1 · %2</source>
        <translation>Pour %1 · %2</translation>
    </message>
    <message>
        <source>the game set aside</source>
        <translation>la partie mise de côté</translation>
    </message>
    <message>
        <source>Break Off</source>
        <translation>Interrompre</translation>
    </message>
    <message>
        <source>Carry the Result Back to %1</source>
        <translation>Reporter le résultat dans %1</translation>
    </message>
    <message>
        <source>Break Off, Back to %1</source>
        <translation>Interrompre, retour à %1</translation>
    </message>
    <message>
        <source>This game is played for %1. Once it is over, Game → Carry the Result Back takes its outcome there.</source>
        <translation>Cette partie se joue pour %1. Une fois finie, Partie → Reporter le résultat y porte son issue.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>%1 is open with moves that are not saved. Open it as it was saved, without them?</source>
        <translation>%1 est ouvert avec des coups non enregistrés. L’ouvrir tel qu’enregistré, sans eux ?</translation>
    </message>
    <message>
        <source>The game has moves not saved in %1. Save them there?</source>
        <translation>La partie a des coups non enregistrés dans %1. Les y enregistrer ?</translation>
    </message>
    <message>
        <source>%1 · next: %2</source>
        <translation>%1 · ensuite : %2</translation>
    </message>
    <message>
        <source>This game is not over.</source>
        <translation>Cette partie n’est pas finie.</translation>
    </message>
    <message>
        <source>Its result cannot be carried back: %1</source>
        <translation>Son résultat ne peut pas être reporté : %1</translation>
    </message>
    <message>
        <source>nothing here takes it.</source>
        <translation>rien ici ne le reçoit.</translation>
    </message>
    <message>
        <source>%1 Break it off and go back to %2? Its moves are lost; %2 goes on from where it was set aside.</source>
        <translation>%1 L’interrompre et revenir à %2 ? Ses coups sont perdus ; %2 reprend là où elle a été mise de côté.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>%1 · your orders, or Pass</source>
        <translation>%1 · vos ordres, ou Passer</translation>
    </message>
    <message>
        <source>Give no order in this step (%1) and go on to %2</source>
        <translation>Ne donner aucun ordre à cette étape (%1) et passer à : %2</translation>
    </message>
    <message>
        <source>Nothing to pass: no order waits for you in this step</source>
        <translation>Rien à passer : aucun ordre ne vous attend à cette étape</translation>
    </message>
    <message>
        <source>Your orders wait (%1): give one, or Pass to go on without</source>
        <translation>Vos ordres attendent (%1) : donnez-en un, ou Passer pour continuer sans</translation>
    </message>
    <message>
        <source>Go on to the next step of the game</source>
        <translation>Passer à l&apos;étape suivante de la partie</translation>
    </message>
    <message>
        <source>Play on to the next side&apos;s turn; it stops where your side has orders to give</source>
        <translation>Jouer jusqu&apos;au tour du camp suivant ; s&apos;arrête là où votre camp a des ordres à donner</translation>
    </message>
    <message>
        <source>Re&amp;sults…</source>
        <translation>Ré&amp;sultats…</translation>
    </message>
    <message>
        <source>Who won and why, and what each side kept and lost</source>
        <translation>Qui a gagné et pourquoi, et ce que chaque camp a gardé et perdu</translation>
    </message>
    <message>
        <source>The results are shown once the game is over</source>
        <translation>Les résultats s&apos;affichent une fois la partie terminée</translation>
    </message>
    <message>
        <source>the game</source>
        <extracomment>as in &quot;the moves of the game&quot;, where the game has no file yet</extracomment>
        <translation>la partie</translation>
    </message>
    <message>
        <source>Your answer waits in the game&apos;s panel (%1): no button gives it for you</source>
        <translation>Votre réponse est attendue dans le panneau du jeu (%1) : aucun bouton ne la donne à votre place</translation>
    </message>
    <message>
        <source>Nothing to take back yet</source>
        <translation>Rien à reprendre pour l&apos;instant</translation>
    </message>
    <message>
        <source>Take back your last step, and whatever the computer played after it</source>
        <translation>Reprendre votre dernière étape, et ce que l&apos;ordinateur a joué depuis</translation>
    </message>
    <message>
        <source>No game is being played</source>
        <translation>Aucune partie n&apos;est en cours</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>The computer plays this step: Next Phase lets it</source>
        <translation>L&apos;ordinateur joue cette étape : Phase suivante le laisse faire</translation>
    </message>
    <message>
        <source>This step waits for your answer in the game&apos;s panel: it cannot be passed</source>
        <translation>Cette étape attend votre réponse dans le panneau du jeu : on ne peut pas la passer</translation>
    </message>
    <message>
        <source>You have given an order in this step: Next Phase goes on to %1</source>
        <translation>Vous avez donné un ordre dans cette étape : Phase suivante passe à %1</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>Repris : %1</translation>
    </message>
    <message>
        <source>%1 · game over</source>
        <translation>%1 · partie terminée</translation>
    </message>
    <message>
        <source>%1 · game over: %2</source>
        <translation>%1 · partie terminée : %2</translation>
    </message>
    <message>
        <source>%1 · %2 (%3) · %4</source>
        <translation>%1 · %2 (%3) · %4</translation>
    </message>
    <message>
        <source>Looking back · %1 · %2 · %3</source>
        <translation>Retour en arrière · %1 · %2 · %3</translation>
    </message>
    <message>
        <source>The table shows the game as it was: skip the computer&apos;s turn (or close the replay) to go on</source>
        <translation>La table montre la partie telle qu&apos;elle était : passez le tour de l&apos;ordinateur (ou fermez la revue) pour continuer</translation>
    </message>
    <message>
        <source>The table is covered for the next player: he shows it first</source>
        <translation>La table est masquée pour le joueur suivant : c&apos;est lui qui la montre d&apos;abord</translation>
    </message>
    <message>
        <source>Ambuscade turns (*.ambuscade-turn.json *.json)</source>
        <translation>Tours Ambuscade (*.ambuscade-turn.json *.json)</translation>
    </message>
    <message>
        <source>Sen&amp;d My Turn…</source>
        <translation>&amp;Envoyer mon tour…</translation>
    </message>
    <message>
        <source>Open Turn</source>
        <translation>Ouvrir un tour</translation>
    </message>
    <message>
        <source>Send My Turn</source>
        <translation>Envoyer mon tour</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>Turn %1 written to %2: send this file to the other player.</source>
        <translation>Tour %1 écrit dans %2 : envoyez ce fichier à l&apos;autre joueur.</translation>
    </message>
    <message>
        <source>Back to the start of the turn received</source>
        <translation>Retour au début du tour reçu</translation>
    </message>
    <message>
        <source>S&amp;kip the Turn Received</source>
        <translation>&amp;Passer le tour reçu</translation>
    </message>
    <message>
        <source>Show the table as it stands now, without the rest of the other player&apos;s turn</source>
        <translation>Montrer la table telle qu&apos;elle est maintenant, sans le reste du tour de l&apos;autre joueur</translation>
    </message>
    <message>
        <source>Write the turn played here to a file for the other player</source>
        <translation>Écrire le tour joué ici dans un fichier pour l&apos;autre joueur</translation>
    </message>
    <message>
        <source>%1 · your choice, in the game&apos;s panel</source>
        <translation>%1 · votre choix, dans le panneau du jeu</translation>
    </message>
    <message>
        <source>%1 · thinking ahead…</source>
        <translation>%1 · réfléchit à l’avance…</translation>
    </message>
    <message>
        <source>Taken back: your last step (it had written nothing in the log)</source>
        <translation>Repris : votre dernière étape (elle n&apos;avait rien écrit au journal)</translation>
    </message>
    <message>
        <source>%1 · your orders, or Pass (%2)</source>
        <translation>%1 · vos ordres, ou Passer (%2)</translation>
    </message>
</context>
<context>
    <name>ambuscade::GameSession</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>No game is being played.</source>
        <translation>Aucune partie n’est en cours.</translation>
    </message>
    <message>
        <source>No game is set aside.</source>
        <translation>Aucune partie n’est mise de côté.</translation>
    </message>
</context>
<context>
    <name>ambuscade::HandOverScreen</name>
    <message>
        <source>Pass the game to the player of %1.
The table stays hidden until he shows it.</source>
        <translation>Passez la partie au joueur de %1.
La table reste cachée jusqu&apos;à ce qu&apos;il la montre.</translation>
    </message>
    <message>
        <source>I Play %1: Show the Table</source>
        <translation>Je joue %1 : montrer la table</translation>
    </message>
</context>
<context>
    <name>ambuscade::HelpActions</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>&amp;Quick Reference</source>
        <translation>Aide-&amp;mémoire</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>Quick Reference</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <source>The rule set of what is open has no quick reference.</source>
        <translation>La règle de ce qui est ouvert n&apos;a pas d&apos;aide-mémoire.</translation>
    </message>
</context>
<context>
    <name>ambuscade::HelpViewer</name>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>%1 is part of Ambuscade&apos;s source code, not of the guide built into the program.</source>
        <translation>%1 fait partie du code source d&apos;Ambuscade, pas du guide intégré au programme.</translation>
    </message>
    <message>
        <source>%1 — Ambuscade Help</source>
        <translation>%1 — Aide d’Ambuscade</translation>
    </message>
</context>
<context>
    <name>ambuscade::LegendDock</name>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Troupes</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Paths</source>
        <translation>Chemins</translation>
    </message>
</context>
<context>
    <name>ambuscade::LengthSpinBox</name>
    <message>
        <source> in</source>
        <translation> po</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
</context>
<context>
    <name>ambuscade::MainWindow</name>
    <message>
        <source>Ambuscade scenarios (*.ambuscade.json *.json)</source>
        <translation>Scénarios Ambuscade (*.ambuscade.json *.json)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Export Map…</source>
        <translation>E&amp;xporter la carte…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit Table</source>
        <translation>&amp;Ajuster la table</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation>&amp;Grille</translation>
    </message>
    <message>
        <source>Ctrl+&apos;</source>
        <translation>Ctrl+&apos;</translation>
    </message>
    <message>
        <source>&amp;Rulers</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation>&amp;Aimanter à la grille</translation>
    </message>
    <message>
        <source>Ctrl+Shift+&apos;</source>
        <translation>Ctrl+Shift+&apos;</translation>
    </message>
    <message>
        <source>Points placed and moved land on whole centimetres; figures turn in steps of 15°</source>
        <translation>Les points posés et déplacés tombent sur des centimètres entiers ; les figurines tournent par pas de 15°</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;About Ambuscade</source>
        <translation>&amp;À propos d&apos;Ambuscade</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Dupliquer</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>Bring to &amp;Front</source>
        <translation>Mettre au &amp;premier plan</translation>
    </message>
    <message>
        <source>Ctrl+]</source>
        <translation>Ctrl+]</translation>
    </message>
    <message>
        <source>Send to &amp;Back</source>
        <translation>Mettre à l&apos;a&amp;rrière-plan</translation>
    </message>
    <message>
        <source>Ctrl+[</source>
        <translation>Ctrl+[</translation>
    </message>
    <message>
        <source>Turn &amp;Left 15°</source>
        <translation>Tourner à &amp;gauche de 15°</translation>
    </message>
    <message>
        <source>[</source>
        <translation>[</translation>
    </message>
    <message>
        <source>Turn R&amp;ight 15°</source>
        <translation>Tourner à dr&amp;oite de 15°</translation>
    </message>
    <message>
        <source>]</source>
        <translation>]</translation>
    </message>
    <message>
        <source>Scenario &amp;Settings…</source>
        <translation>&amp;Paramètres du scénario…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Change scenario settings</source>
        <translation>Modifier les paramètres du scénario</translation>
    </message>
    <message>
        <source>Briefing</source>
        <translation>Briefing</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;à l&apos;ouverture&gt;</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Start Game</source>
        <translation>&amp;Commencer une partie</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <source>an unsaved scenario</source>
        <translation>un scénario non enregistré</translation>
    </message>
    <message>
        <source>Recover work</source>
        <translation>Récupérer le travail</translation>
    </message>
    <message>
        <source>Ambuscade did not close properly. Changes to %1, autosaved at %2, were not saved. Recover them?</source>
        <translation>Ambuscade ne s&apos;est pas fermé correctement. Les modifications de %1, enregistrées automatiquement à %2, n&apos;ont pas été enregistrées. Les récupérer ?</translation>
    </message>
    <message>
        <source>Recovered unsaved work; save it to keep it.</source>
        <translation>Travail non enregistré récupéré ; enregistrez-le pour le garder.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Enregistrer le scénario sous</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved. Save them?</source>
        <translation>Le scénario a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>%1 no longer exists</source>
        <translation>%1 n&apos;existe plus</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation>Exporter la carte</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Map exported to %1</source>
        <translation>Carte exportée dans %1</translation>
    </message>
    <message>
        <source>About Ambuscade</source>
        <translation>À propos d&apos;Ambuscade</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ambuscade %1&lt;/h3&gt;&lt;p&gt;A tabletop companion for horse-and-musket skirmish games: plan scenarios, play solo against the computer, print rosters.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ambuscade %1&lt;/h3&gt;&lt;p&gt;Un compagnon de table pour les jeux d&apos;escarmouche à l&apos;époque du mousquet : préparer des scénarios, jouer seul contre l&apos;ordinateur, imprimer les listes d&apos;armée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ambuscade[*]</source>
        <translation>Ambuscade[*]</translation>
    </message>
    <message>
        <source>%1[*] — Ambuscade</source>
        <translation>%1[*] — Ambuscade</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open a scenario with &lt;b&gt;File → Open&lt;/b&gt;, or drop a &lt;tt&gt;.ambuscade.json&lt;/tt&gt; file on the window.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ouvrez un scénario par &lt;b&gt;Fichier → Ouvrir&lt;/b&gt;, ou déposez un fichier &lt;tt&gt;.ambuscade.json&lt;/tt&gt; sur la fenêtre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Windows opened from now on speak the new language. Start Ambuscade again to see every menu in it.</source>
        <translation>Les fenêtres que vous ouvrirez désormais s&apos;afficheront dans la nouvelle langue. Redémarrez Ambuscade pour voir tous les menus dans cette langue.</translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <source>Ambuscade did not close properly. A game of %1 in progress, autosaved at %2, was not saved. Resume it?</source>
        <translation>Ambuscade ne s&apos;est pas fermé correctement. Une partie de %1 en cours, sauvegardée automatiquement à %2, n&apos;a pas été enregistrée. La reprendre ?</translation>
    </message>
    <message>
        <source>Unsaved changes to the scenario %1 come back too.</source>
        <translation>Les modifications non enregistrées du scénario %1 reviennent aussi.</translation>
    </message>
    <message>
        <source>Map exported to %1 at %2 pixels per cm, to keep the image within %3 megapixels</source>
        <translation>Carte exportée vers %1 à %2 pixels par cm, pour garder l’image sous %3 mégapixels</translation>
    </message>
    <message>
        <source>Show &amp;Hidden Troops</source>
        <translation>Montrer les troupes &amp;cachées</translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>Draw the troops that hidden markers stand for. Off for a scenario opened to play: they are a surprise.</source>
        <translation>Dessiner les troupes que représentent les marqueurs cachés. Désactivé pour un scénario ouvert pour jouer : elles sont une surprise.</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>Réinitialiser la &amp;disposition</translation>
    </message>
    <message>
        <source>Put the window and its panels back as they first were</source>
        <translation>Remettre la fenêtre et ses panneaux comme au début</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>&amp;Scénario</translation>
    </message>
    <message>
        <source>Backdrop &amp;Picture…</source>
        <translation>&amp;Image de fond…</translation>
    </message>
    <message>
        <source>Remove Backdrop Picture</source>
        <translation>Retirer l&apos;image de fond</translation>
    </message>
    <message>
        <source>Backdrop Picture</source>
        <translation>Image de fond</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.svg)</source>
        <translation>Images (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>Ambuscade scenarios and saved games (*.ambuscade.json *.ambuscade-game.json *.json)</source>
        <translation>Scénarios et parties sauvegardées Ambuscade (*.ambuscade.json *.ambuscade-game.json *.json)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Start &amp;Page</source>
        <translation>&amp;Page d&apos;accueil</translation>
    </message>
    <message>
        <source>Unsaved work</source>
        <translation>Travail non enregistré</translation>
    </message>
    <message>
        <source>The moves of %1 and the changes to the scenario %2 are not saved. Save both?</source>
        <translation>Les coups de %1 et les modifications du scénario %2 ne sont pas enregistrés. Enregistrer les deux ?</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scénario</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;To play this scenario: &lt;b&gt;Game → Start Game&lt;/b&gt; (Ctrl+G).&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Pour jouer ce scénario : &lt;b&gt;Partie → Commencer une partie&lt;/b&gt; (Ctrl+G).&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ambuscade::NewScenarioDialog</name>
    <message>
        <source>New Scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <source>Which rule set is the new scenario for? Its pieces, fields and checks follow it.</source>
        <translation>Pour quel jeu de règles est le nouveau scénario ? Ses pièces, ses champs et ses vérifications en dépendent.</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
</context>
<context>
    <name>ambuscade::PaletteDock</name>
    <message>
        <source>Troops and Markers</source>
        <translation>Troupes et marqueurs</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n figures)</source>
        <translation>
            <numerusform>%1 (%n figurine)</numerusform>
            <numerusform>%1 (%n figurines)</numerusform>
        </translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Hidden troops</source>
        <translation>Troupes cachées</translation>
    </message>
    <message>
        <source>Dummy (hides nothing)</source>
        <translation>Leurre (ne cache rien)</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Paths (click one space, then another)</source>
        <translation>Chemins (cliquez une case, puis une autre)</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>water grid (drag a rectangle)</source>
        <translation>grille d&apos;eau (tracez un rectangle)</translation>
    </message>
    <message>
        <source>touch (click a cell, then a space)</source>
        <translation>contact (cliquez une case, puis un emplacement)</translation>
    </message>
    <message>
        <source>Single figures (join the group selected, or the one you name)</source>
        <translation>Figurines isolées (rejoignent le groupe sélectionné, ou celui que vous nommez)</translation>
    </message>
</context>
<context>
    <name>ambuscade::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Centimetres</source>
        <translation>Centimètres</translation>
    </message>
    <message>
        <source>Inches</source>
        <translation>Pouces</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Show lengths in</source>
        <translation>Afficher les longueurs en</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Unsaved changes and games in progress are written to a recovery file this often; after a crash, no more than this much work is lost.</source>
        <translation>Les modifications non enregistrées et les parties en cours sont écrites dans un fichier de récupération à cet intervalle ; après un plantage, on ne perd pas plus que ce temps de travail.</translation>
    </message>
    <message>
        <source>Autosave every</source>
        <translation>Sauvegarde automatique toutes les</translation>
    </message>
    <message>
        <source>As the rules measure</source>
        <translation>Comme les règles mesurent</translation>
    </message>
    <message>
        <source>Each rule set measures in its own unit; lengths on screen can be shown in another for those who measure their table so.</source>
        <translation>Chaque jeu de règles mesure dans son unité ; les longueurs à l’écran peuvent être affichées dans une autre pour qui mesure ainsi sa table.</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Immédiatement</translation>
    </message>
    <message>
        <source>Played back fast</source>
        <translation>Rejoué rapidement</translation>
    </message>
    <message>
        <source>Played back</source>
        <translation>Rejoué</translation>
    </message>
    <message>
        <source>Played back slowly</source>
        <translation>Rejoué lentement</translation>
    </message>
    <message>
        <source>Whether the computer&apos;s moves glide across the table and its volleys are shown one by one, and how fast (Esc skips).</source>
        <translation>Si les mouvements de l&apos;ordinateur glissent sur la table et si ses salves sont montrées une à une, et à quelle vitesse (Échap passe).</translation>
    </message>
    <message>
        <source>The computer&apos;s turn</source>
        <translation>Le tour de l&apos;ordinateur</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the computer that thinks ahead weighs each order it gives: longer plays better, and keeps you waiting longer.</source>
        <translation>Combien de temps l’ordinateur qui réfléchit à l’avance pèse chaque ordre qu’il donne : plus longtemps, il joue mieux, et vous fait attendre davantage.</translation>
    </message>
    <message>
        <source>Thinking ahead, each order</source>
        <translation>Réflexion, par ordre</translation>
    </message>
</context>
<context>
    <name>ambuscade::PrintActions</name>
    <message>
        <source>&amp;Print Roster…</source>
        <translation>&amp;Imprimer la liste d&apos;armée…</translation>
    </message>
    <message>
        <source>Export Roster as P&amp;DF…</source>
        <translation>Exporter la liste d&apos;armée en P&amp;DF…</translation>
    </message>
    <message>
        <source>roster</source>
        <translation>liste-armee</translation>
    </message>
    <message>
        <source>Print &amp;Quick Reference…</source>
        <translation>Imprimer l&apos;&amp;aide-mémoire…</translation>
    </message>
    <message>
        <source>Export Quick Reference as PDF…</source>
        <translation>Exporter l&apos;aide-mémoire en PDF…</translation>
    </message>
    <message>
        <source>quick-reference</source>
        <translation>aide-memoire</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>Écrit dans %1</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n&apos;a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>sheet</source>
        <translation>feuille</translation>
    </message>
</context>
<context>
    <name>ambuscade::ProblemsDialog</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; could not be opened. Problems found: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; n&apos;a pas pu être ouvert. Problèmes trouvés : %2</translation>
    </message>
    <message>
        <source>Copy list</source>
        <translation>Copier la liste</translation>
    </message>
</context>
<context>
    <name>ambuscade::PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Select something on the table to edit it here. Scenario title, sides and victory are under Edit → Scenario Settings.</source>
        <translation>Sélectionnez quelque chose sur la table pour le modifier ici. Titre, camps et victoire du scénario sont dans Édition → Paramètres du scénario.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figurine</translation>
    </message>
    <message numerus="yes">
        <source>%n figures</source>
        <translation>
            <numerusform>%n figurine</numerusform>
            <numerusform>%n figurines</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rename figure</source>
        <translation>Renommer la figurine</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Change group</source>
        <translation>Changer de groupe</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Changer %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Tourner les figurines</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Group name</source>
        <translation>Nom du groupe</translation>
    </message>
    <message>
        <source>Rename group</source>
        <translation>Renommer le groupe</translation>
    </message>
    <message>
        <source>Standing order</source>
        <translation>Ordre permanent</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>tenir</translation>
    </message>
    <message>
        <source>advance to a point</source>
        <translation>avancer vers un point</translation>
    </message>
    <message>
        <source>patrol a route</source>
        <translation>patrouiller un itinéraire</translation>
    </message>
    <message>
        <source>lie in ambush</source>
        <translation>tendre une embuscade</translation>
    </message>
    <message>
        <source>Change standing order</source>
        <translation>Changer l&apos;ordre permanent</translation>
    </message>
    <message>
        <source>Advance to (x, y cm)</source>
        <translation>Avancer vers (x, y cm)</translation>
    </message>
    <message>
        <source>Route (x, y; x, y; … cm)</source>
        <translation>Itinéraire (x, y ; x, y ; … cm)</translation>
    </message>
    <message>
        <source>A point on the table, in cm from its top-left corner</source>
        <translation>Un point de la table, en cm depuis son coin supérieur gauche</translation>
    </message>
    <message>
        <source>Two or more points on the table, in cm from its top-left corner, separated by semicolons</source>
        <translation>Deux points ou plus de la table, en cm depuis son coin supérieur gauche, séparés par des points-virgules</translation>
    </message>
    <message>
        <source>Springs at</source>
        <translation>Se déclenche à</translation>
    </message>
    <message>
        <source>Change ambush distance</source>
        <translation>Changer la distance d&apos;embuscade</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message numerus="yes">
        <source>%n terrain pieces</source>
        <translation>
            <numerusform>%n élément de terrain</numerusform>
            <numerusform>%n éléments de terrain</numerusform>
        </translation>
    </message>
    <message>
        <source>Terrain name</source>
        <translation>Nom du terrain</translation>
    </message>
    <message>
        <source>Rename terrain</source>
        <translation>Renommer le terrain</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>Change terrain kind</source>
        <translation>Changer le type de terrain</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Change width</source>
        <translation>Changer la largeur</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <source>Marker name</source>
        <translation>Nom du marqueur</translation>
    </message>
    <message>
        <source>Rename marker</source>
        <translation>Renommer le marqueur</translation>
    </message>
    <message>
        <source>Marker kind</source>
        <translation>Type de marqueur</translation>
    </message>
    <message>
        <source>hidden troops</source>
        <translation>troupes cachées</translation>
    </message>
    <message>
        <source>dummy</source>
        <translation>leurre</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>objectif</translation>
    </message>
    <message>
        <source>Change marker kind</source>
        <translation>Changer le type de marqueur</translation>
    </message>
    <message>
        <source>Hides</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>Change hidden group</source>
        <translation>Changer le groupe caché</translation>
    </message>
    <message>
        <source>Change group %1</source>
        <translation>Changer %1 du groupe</translation>
    </message>
    <message>
        <source>Pick the Point on the Table</source>
        <translation>Choisir le point sur la table</translation>
    </message>
    <message>
        <source>Pick the Route on the Table</source>
        <translation>Choisir l&apos;itinéraire sur la table</translation>
    </message>
    <message>
        <source>Click on the table where the group advances to.</source>
        <translation>Cliquez sur la table là où le groupe avance.</translation>
    </message>
    <message>
        <source>Click the points of the patrol&apos;s route; double-click or Enter ends it.</source>
        <translation>Cliquez les points de l&apos;itinéraire de la patrouille ; un double-clic ou Entrée le termine.</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Space name</source>
        <translation>Nom de la case</translation>
    </message>
    <message>
        <source>Rename space</source>
        <translation>Renommer la case</translation>
    </message>
    <message>
        <source>Change space</source>
        <translation>Modifier la case</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Path kind</source>
        <translation>Sorte de chemin</translation>
    </message>
    <message>
        <source>Change path</source>
        <translation>Modifier le chemin</translation>
    </message>
    <message>
        <source>Change water grid</source>
        <translation>Modifier la grille d&apos;eau</translation>
    </message>
    <message>
        <source>Water grid %1</source>
        <translation>Grille d&apos;eau %1</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Cell size</source>
        <translation>Taille des cases</translation>
    </message>
    <message>
        <source>Crossed</source>
        <translation>Traversée</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>A grid&apos;s cell and the space it touches, e.g. &quot;W14 → North Landing&quot;.</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Change space kind</source>
        <translation>Changer la nature de la case</translation>
    </message>
    <message>
        <source>The path was not changed: %1.</source>
        <translation>Le chemin n&apos;a pas été changé : %1.</translation>
    </message>
    <message>
        <source>(they differ)</source>
        <translation>(ils diffèrent)</translation>
    </message>
    <message>
        <source>Worth knowing</source>
        <translation>Bon à savoir</translation>
    </message>
</context>
<context>
    <name>ambuscade::RefereeDock</name>
    <message>
        <source>Referee</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>&lt;p&gt;The computer has not moved yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;ordinateur n&apos;a pas encore joué.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No figure moved.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucune figurine n&apos;a bougé.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>from (%1, %2) to (%3, %4) %5</source>
        <translation>de (%1 ; %2) à (%3 ; %4) %5</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 · %2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1 · %2&lt;/h3&gt;</translation>
    </message>
</context>
<context>
    <name>ambuscade::ReplayDock</name>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Drag, or use the arrow keys, to step through the game</source>
        <translation>Faites glisser, ou utilisez les flèches, pour parcourir la partie</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>Retour au début</translation>
    </message>
    <message>
        <source>One event back</source>
        <translation>Un événement en arrière</translation>
    </message>
    <message>
        <source>One event on</source>
        <translation>Un événement en avant</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Jusqu&apos;à la fin</translation>
    </message>
    <message>
        <source>The start of the game, before anything happened</source>
        <translation>Le début de la partie, avant que rien ne se passe</translation>
    </message>
    <message>
        <source>Event %1 of %2 · %3 · %4 · %5 phase</source>
        <translation>Événement %1 sur %2 · %3 · %4 · phase %5</translation>
    </message>
</context>
<context>
    <name>ambuscade::RosterDock</name>
    <message>
        <source>Roster</source>
        <translation>Liste d&apos;armée</translation>
    </message>
    <message>
        <source>Find a name, group, class or weapon</source>
        <translation>Chercher un nom, un groupe, une classe ou une arme</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Tous les camps</translation>
    </message>
    <message>
        <source>All groups</source>
        <translation>Tous les groupes</translation>
    </message>
</context>
<context>
    <name>ambuscade::RosterModel</name>
    <message>
        <source>Rename figure</source>
        <translation>Renommer la figurine</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Changer %1</translation>
    </message>
</context>
<context>
    <name>ambuscade::RulesetUi</name>
    <message>
        <source>this rule set takes no side game&apos;s result</source>
        <translation>ce jeu de règles ne reçoit aucun résultat de partie annexe</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
</context>
<context>
    <name>ambuscade::ScenarioSettingsDialog</name>
    <message>
        <source>Scenario Settings</source>
        <translation>Paramètres du scénario</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Shown to the players in the Briefing panel. Blank lines start new paragraphs.</source>
        <translation>Montré aux joueurs dans le panneau Briefing. Une ligne vide commence un nouveau paragraphe.</translation>
    </message>
    <message>
        <source>Briefing</source>
        <translation>Briefing</translation>
    </message>
    <message>
        <source>Table width</source>
        <translation>Largeur de la table</translation>
    </message>
    <message>
        <source>Table depth</source>
        <translation>Profondeur de la table</translation>
    </message>
    <message>
        <source>The dice of a game of this scenario start from this number, so a game can be played again exactly.</source>
        <translation>Les dés d&apos;une partie de ce scénario partent de ce nombre, pour qu&apos;une partie puisse être rejouée à l&apos;identique.</translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation>Graine des dés</translation>
    </message>
    <message>
        <source>Hide the computer&apos;s groups under markers</source>
        <translation>Cacher les groupes de l&apos;ordinateur sous des marqueurs</translation>
    </message>
    <message>
        <source>In a solo game each of the computer&apos;s groups starts as a marker that the dice place at the edge of cover facing your deployment, with half as many dummies; a group appears when your men see its marker. Markers you place yourself are kept.</source>
        <translation>En partie solo, chaque groupe de l&apos;ordinateur commence sous un marqueur que les dés placent en lisière d&apos;un couvert face à votre déploiement, avec moitié moins de leurres ; un groupe apparaît quand vos hommes voient son marqueur. Les marqueurs que vous placez vous-même sont conservés.</translation>
    </message>
    <message>
        <source>Solo set-up</source>
        <translation>Mise en place solo</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Add Side</source>
        <translation>Ajouter un camp</translation>
    </message>
    <message>
        <source>Remove Side</source>
        <translation>Retirer le camp</translation>
    </message>
    <message>
        <source>New side</source>
        <translation>Nouveau camp</translation>
    </message>
    <message>
        <source>Deployment zones are drawn on the table with the Deployment Zone tool.</source>
        <translation>Les zones de déploiement se dessinent sur la table avec l&apos;outil Zone de déploiement.</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>le joueur</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>l&apos;ordinateur</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Limite de tours</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Wins by</source>
        <translation>Gagne en</translation>
    </message>
    <message>
        <source>Terrain, marker or edge</source>
        <translation>Terrain, marqueur ou bord</translation>
    </message>
    <message>
        <source>Turns held</source>
        <translation>Tours tenus</translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation>Ajouter une condition</translation>
    </message>
    <message>
        <source>Remove Condition</source>
        <translation>Retirer la condition</translation>
    </message>
    <message>
        <source>reaching terrain</source>
        <translation>atteignant un terrain</translation>
    </message>
    <message>
        <source>holding terrain</source>
        <translation>tenant un terrain</translation>
    </message>
    <message>
        <source>destroying an objective</source>
        <translation>détruisant un objectif</translation>
    </message>
    <message>
        <source>rescuing from an objective</source>
        <translation>délivrant un objectif</translation>
    </message>
    <message>
        <source>leaving by a table edge</source>
        <translation>sortant par un bord de table</translation>
    </message>
    <message>
        <source>top</source>
        <translation>haut</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>bas</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>These settings would break the scenario:
%1</source>
        <translation>Ces paramètres casseraient le scénario :
%1</translation>
    </message>
    <message>
        <source>nobody: a draw</source>
        <translation>personne : match nul</translation>
    </message>
    <message>
        <source>At the turn limit wins</source>
        <translation>À la limite de tours, gagne</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>The colour of the side&apos;s figures and deployment zone</source>
        <translation>La couleur des figurines du camp et de sa zone de déploiement</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>Side Colour</source>
        <translation>Couleur du camp</translation>
    </message>
    <message>
        <source>Backdrop&apos;s left edge</source>
        <translation>Bord gauche de l&apos;image de fond</translation>
    </message>
    <message>
        <source>Backdrop&apos;s top edge</source>
        <translation>Bord haut de l&apos;image de fond</translation>
    </message>
    <message>
        <source>Backdrop&apos;s width</source>
        <translation>Largeur de l&apos;image de fond</translation>
    </message>
    <message>
        <source>Backdrop&apos;s depth</source>
        <translation>Profondeur de l&apos;image de fond</translation>
    </message>
    <message>
        <source>Where the backdrop picture lies on the table, measured from its top-left corner; a picture stretched to another shape than its own is drawn so.</source>
        <translation>L&apos;emplacement de l&apos;image de fond sur la table, mesuré depuis son coin supérieur gauche ; une image étirée à une autre forme que la sienne est dessinée ainsi.</translation>
    </message>
    <message>
        <source>Chosen when the scenario was made (File → New)</source>
        <translation>Choisie à la création du scénario (Fichier → Nouveau)</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Jeu de règles</translation>
    </message>
    <message>
        <source>Discard the changes made to the scenario&apos;s settings?</source>
        <translation>Abandonner les modifications apportées aux réglages du scénario ?</translation>
    </message>
    <message>
        <source>Keep Editing</source>
        <translation>Continuer à modifier</translation>
    </message>
    <message>
        <source>Discard Changes</source>
        <translation>Abandonner les modifications</translation>
    </message>
</context>
<context>
    <name>ambuscade::SeatsDialog</name>
    <message>
        <source>Plays to win by the rules, and gives its reason for each order in the log.</source>
        <translation>Joue pour gagner selon les règles, et donne dans le journal la raison de chaque ordre.</translation>
    </message>
    <message>
        <source>Gives any order the rules allow, at random: to try a scenario out, not to play against.</source>
        <translation>Donne au hasard n&apos;importe quel ordre que les règles permettent : pour essayer un scénario, pas pour jouer contre.</translation>
    </message>
    <message>
        <source>The rule set&apos;s &quot;%1&quot; opponent.</source>
        <translation>L&apos;adversaire « %1 » du jeu de règles.</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <source>The computer (%1)</source>
        <translation>L&apos;ordinateur (%1)</translation>
    </message>
    <message>
        <source>Who Plays</source>
        <translation>Qui joue</translation>
    </message>
    <message>
        <source>Who plays each side of this game?</source>
        <translation>Qui joue chaque camp de cette partie ?</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Joue</translation>
    </message>
    <message>
        <source>Clear it to leave this side out of the game.</source>
        <translation>Décochez-la pour laisser ce camp hors de la partie.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <source>Someone at the table gives this side&apos;s orders.</source>
        <translation>Quelqu&apos;un à la table donne les ordres de ce camp.</translation>
    </message>
    <message>
        <source>The computer, at random</source>
        <translation>L&apos;ordinateur, au hasard</translation>
    </message>
    <message>
        <source>Hide the table when the turn passes between people</source>
        <translation>Masquer la table quand le tour passe d&apos;une personne à l&apos;autre</translation>
    </message>
    <message>
        <source>For people sharing this machine: each uncovers the table when his turn comes, so nobody sees what another side may know. Clear it to play every side yourself.</source>
        <translation>Pour plusieurs personnes sur la même machine : chacune découvre la table quand son tour vient, et nul ne voit ce qu&apos;un autre camp peut savoir. Décochez-la pour jouer vous-même tous les camps.</translation>
    </message>
    <message>
        <source>The computer, thinking ahead</source>
        <translation>L&apos;ordinateur, réfléchissant à l’avance</translation>
    </message>
    <message>
        <source>The computer, playing its likeliest orders forward many times over before it gives one (File → Preferences sets how long). Slower; it keeps the computer&apos;s own order unless another clearly does better.</source>
        <translation>L’ordinateur, qui joue la suite de ses ordres les plus probables bien des fois avant d’en donner un (Fichier → Préférences règle combien de temps). Plus lent ; il garde l’ordre de l’ordinateur sauf si un autre fait nettement mieux.</translation>
    </message>
</context>
<context>
    <name>ambuscade::ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>ambuscade::StartPage</name>
    <message>
        <source>Played by the computer on both sides, %1 games: %2; undecided %3 %; %4 turns on average.</source>
        <translation>Joué par l&apos;ordinateur des deux côtés, %1 parties : %2 ; indécises %3 % ; %4 tours en moyenne.</translation>
    </message>
    <message>
        <source>Play This Scenario</source>
        <translation>Jouer ce scénario</translation>
    </message>
    <message>
        <source>Open in the Editor</source>
        <translation>Ouvrir dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to Ambuscade&lt;/h2&gt;&lt;p&gt;Play a skirmish against the computer, or draw a scenario of your own.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Bienvenue dans Ambuscade&lt;/h2&gt;&lt;p&gt;Jouez une escarmouche contre l&apos;ordinateur, ou dessinez votre propre scénario.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Play the Tutorial</source>
        <translation>Jouer le tutoriel</translation>
    </message>
    <message>
        <source>A first patrol that walks you through a turn, phase by phase</source>
        <translation>Une première patrouille qui vous guide dans un tour, phase par phase</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scenarios to play&lt;/b&gt;</source>
        <translation>&lt;b&gt;Scénarios à jouer&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Briefing&lt;/b&gt;</source>
        <translation>&lt;b&gt;Briefing&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent files&lt;/b&gt;</source>
        <translation>&lt;b&gt;Fichiers récents&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>You command %1.</source>
        <translation>Vous commandez %1.</translation>
    </message>
    <message>
        <source>Balance:</source>
        <translation>Équilibre :</translation>
    </message>
    <message>
        <source>the computer is playing it against itself…</source>
        <translation>l&apos;ordinateur le joue contre lui-même…</translation>
    </message>
    <message>
        <source>Play:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1 (dans %2)</translation>
    </message>
    <message>
        <source>Carry On With This Game</source>
        <translation>Reprendre cette partie</translation>
    </message>
    <message>
        <source>%1 is a saved game. Carry on with it where it was left, with the button below or a double click.</source>
        <translation>%1 est une partie sauvegardée. Reprenez-la là où elle s&apos;était arrêtée, avec le bouton ci-dessous ou un double-clic.</translation>
    </message>
    <message>
        <source>%1 cannot be played as it is: %2</source>
        <translation>%1 ne peut pas être joué tel quel : %2</translation>
    </message>
    <message>
        <source>it could not be read.</source>
        <translation>le fichier n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 n&apos;existe plus.</translation>
    </message>
    <message>
        <source>%1 won %2 %</source>
        <translation>%1 : %2 % de victoires</translation>
    </message>
</context>
<context>
    <name>ambuscade::TableResults</name>
    <message>
        <source>Nobody won.</source>
        <translation>Personne n&apos;a gagné.</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1 a gagné.</translation>
    </message>
    <message>
        <source>It ended on turn %1 of %2.</source>
        <translation>Elle s&apos;est terminée au tour %1 sur %2.</translation>
    </message>
    <message>
        <source>It ended on turn %1.</source>
        <translation>Elle s&apos;est terminée au tour %1.</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>l&apos;ordinateur</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>une personne</translation>
    </message>
    <message>
        <source>%1 %2: %3 (%4)</source>
        <translation>%1 %2 : %3 (%4)</translation>
    </message>
    <message>
        <source>The Game&apos;s Results</source>
        <translation>Résultats de la partie</translation>
    </message>
    <message>
        <source>Results: %1</source>
        <translation>Résultats : %1</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Hommes</translation>
    </message>
    <message>
        <source>Fallen</source>
        <translation>Tombés</translation>
    </message>
    <message>
        <source>Still standing</source>
        <translation>Encore debout</translation>
    </message>
    <message>
        <source>The objectives at the end</source>
        <translation>Les objectifs à la fin</translation>
    </message>
</context>
<context>
    <name>ambuscade::TableScene</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Marker %1</source>
        <translation>Marqueur %1</translation>
    </message>
    <message>
        <source>Nothing stands here.</source>
        <translation>Rien ne se trouve ici.</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <translation>Ici : %1</translation>
    </message>
    <message>
        <source>to %1 (%2)</source>
        <translation>vers %1 (%2)</translation>
    </message>
    <message>
        <source>Paths out:</source>
        <translation>Chemins sortants :</translation>
    </message>
</context>
<context>
    <name>ambuscade::TiledPrintActions</name>
    <message>
        <source>Print Table &amp;Tiled…</source>
        <translation>Imprimer la table en &amp;mosaïque…</translation>
    </message>
    <message>
        <source>Print the table at true scale on sheets of paper to tape together</source>
        <translation>Imprimer la table à l&apos;échelle réelle sur des feuilles à assembler</translation>
    </message>
    <message>
        <source>Export Table Tiled as PDF…</source>
        <translation>Exporter la table en mosaïque en PDF…</translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation>Aperçu…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>Export Table Tiled as PDF</source>
        <translation>Exporter la table en mosaïque en PDF</translation>
    </message>
    <message>
        <source>-tiled</source>
        <translation>-mosaique</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Written to %1: the assembly sheet and %2 × %3 sheets</source>
        <translation>Écrit dans %1 : la feuille d&apos;assemblage et %2 × %3 feuilles</translation>
    </message>
</context>
<context>
    <name>ambuscade::TiledPrintDialog</name>
    <message>
        <source>Cannot be printed so: %1.</source>
        <translation>Impossible d&apos;imprimer ainsi : %1.</translation>
    </message>
    <message>
        <source>%1 × %2 sheets (rows × columns), %3, after the assembly sheet.</source>
        <translation>%1 × %2 feuilles (rangées × colonnes), en %3, après la feuille d&apos;assemblage.</translation>
    </message>
</context>
<context>
    <name>ambuscade::Toolbox</name>
    <message>
        <source>&amp;Select and Move</source>
        <translation>&amp;Sélectionner et déplacer</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>&amp;Turn Figures</source>
        <translation>&amp;Tourner les figurines</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Mesurer</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>&amp;Rectangle</source>
        <translation>&amp;Rectangle</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>&amp;Ellipse</source>
        <translation>&amp;Ellipse</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>&amp;Polygon</source>
        <translation>&amp;Polygone</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>&amp;Line</source>
        <translation>&amp;Ligne</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>&amp;Deployment Zone</source>
        <translation>&amp;Zone de déploiement</translation>
    </message>
    <message>
        <source>Z</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>Options de l&apos;outil</translation>
    </message>
    <message>
        <source>Terrain: </source>
        <translation>Terrain : </translation>
    </message>
    <message>
        <source>  Line width: </source>
        <translation>  Largeur de ligne : </translation>
    </message>
    <message>
        <source>Width of a stream, river or road drawn as a line</source>
        <translation>Largeur d&apos;un ruisseau, d&apos;une rivière ou d&apos;une route tracé comme une ligne</translation>
    </message>
    <message>
        <source>  Side: </source>
        <translation>  Camp : </translation>
    </message>
    <message>
        <source>The side new troops and deployment zones belong to</source>
        <translation>Le camp auquel appartiennent les nouvelles troupes et zones de déploiement</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Patrol Ro&amp;ute</source>
        <translation>&amp;Itinéraire de patrouille</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>D&amp;oorways</source>
        <translation>P&amp;ortes</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>%1: click on the table to place it; a table has only one.</source>
        <translation>%1 : cliquez sur la table pour le placer ; une table n&apos;en a qu&apos;un.</translation>
    </message>
    <message>
        <source>A group of his own</source>
        <translation>Un groupe à lui</translation>
    </message>
    <message>
        <source>Which group does he join?</source>
        <translation>Quel groupe rejoint-il ?</translation>
    </message>
    <message>
        <source>%1: click on the table to place; Escape when done.</source>
        <translation>%1 : cliquez sur la table pour placer ; Échap pour finir.</translation>
    </message>
    <message>
        <source>Click on the table to place the marker; Escape when done.</source>
        <translation>Cliquez sur la table pour placer le marqueur ; Échap pour finir.</translation>
    </message>
    <message>
        <source>Click on the board to place the space; Escape when done.</source>
        <translation>Cliquez sur le plateau pour placer la case ; Échap pour finir.</translation>
    </message>
</context>
<context>
    <name>ambuscade::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>A game is being played: Take Back (Ctrl+Backspace) takes back its last step; the scenario&apos;s own edits wait until you leave it</source>
        <translation>Une partie est en cours : Reprendre (Ctrl+Effacement) reprend sa dernière étape ; les modifications du scénario attendent que vous la quittiez</translation>
    </message>
</context>
<context>
    <name>ambuscade::VictoryDock</name>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>The game is over, and nobody has won.</source>
        <translation>La partie est terminée, et personne n&apos;a gagné.</translation>
    </message>
    <message>
        <source>%1 won the day.</source>
        <translation>%1 a remporté la journée.</translation>
    </message>
    <message>
        <source>Then %1 win if nobody has won before.</source>
        <translation>Alors %1 l’emportent si personne n’a gagné avant.</translation>
    </message>
    <message>
        <source>%1 of %2.</source>
        <translation>%1 sur %2.</translation>
    </message>
    <message>
        <source>%1; no turn limit: the game&apos;s own rules end it.</source>
        <translation>%1 ; pas de limite de tours : les règles du jeu y mettent fin.</translation>
    </message>
</context>
<context>
    <name>ambuscade::chosenmen::CardsDock</name>
    <message>
        <source>%1 (officer)</source>
        <translation>%1 (officier)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Cards turned (the one in bold is played now):</source>
        <translation>Cartes retournées (celle en gras est jouée maintenant) :</translation>
    </message>
    <message>
        <source>Still in the deck, in no order:</source>
        <translation>Encore dans le paquet, sans ordre particulier :</translation>
    </message>
    <message>
        <source>Who:</source>
        <translation>Qui :</translation>
    </message>
    <message>
        <source>At:</source>
        <translation>Cible :</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charger</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Hold fire</source>
        <translation>Retenir le feu</translation>
    </message>
    <message>
        <source>Tend wounded</source>
        <translation>Soigner les blessés</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Rallier</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Promouvoir</translation>
    </message>
    <message>
        <source>The computer plays this card: Next Phase lets it.</source>
        <translation>L&apos;ordinateur joue cette carte : Phase suivante le laisse jouer.</translation>
    </message>
    <message>
        <source>Nobody acts on this card.</source>
        <translation>Personne n&apos;agit sur cette carte.</translation>
    </message>
    <message>
        <source>Acting now: %1</source>
        <translation>En action maintenant : %1</translation>
    </message>
    <message>
        <source>%1, with grape</source>
        <translation>%1, à mitraille</translation>
    </message>
    <message>
        <source>%1, with ball</source>
        <translation>%1, à boulet</translation>
    </message>
    <message>
        <source>Remove wounds</source>
        <translation>Retirer des blessures</translation>
    </message>
    <message>
        <source>Ready a re-roll</source>
        <translation>Préparer une relance</translation>
    </message>
    <message>
        <source>Leader yields</source>
        <translation>Le chef se rend</translation>
    </message>
    <message>
        <source>Bonus on his melee</source>
        <translation>Bonus pour sa mêlée</translation>
    </message>
    <message>
        <source>Spike the gun</source>
        <translation>Enclouer la pièce</translation>
    </message>
    <message>
        <source>Limber / unlimber</source>
        <translation>Atteler / mettre en batterie</translation>
    </message>
    <message>
        <source>its rifles tap-loaded</source>
        <translation>ses carabines chargées à la hâte</translation>
    </message>
    <message>
        <source>Fire by ranks</source>
        <translation>Feu par rangs</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Débarquer</translation>
    </message>
    <message>
        <source>Anchor / weigh</source>
        <translation>Mouiller / lever l&apos;ancre</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Embarquer</translation>
    </message>
    <message>
        <source>To move a unit, drag any of its men on the table: its leader rolls the move and goes towards where you let go. A unit in a boat rows it the same way.</source>
        <translation>Pour déplacer une unité, faites glisser l&apos;un de ses hommes sur la table : son chef lance le mouvement et va vers l&apos;endroit où vous lâchez. Une unité dans un canot le mène à la rame de la même façon.</translation>
    </message>
    <message>
        <source>Needs an enemy its squad leader can reach with this move.</source>
        <translation>Il faut un ennemi que son chef d&apos;escouade puisse atteindre avec ce mouvement.</translation>
    </message>
    <message>
        <source>Only a unit with a weapon still to load.</source>
        <translation>Seulement une unité dont une arme reste à charger.</translation>
    </message>
    <message>
        <source>Only a unit with loaded men and no enemy in sight and range to fire at.</source>
        <translation>Seulement une unité aux hommes chargés sans ennemi en vue et à portée sur qui tirer.</translation>
    </message>
    <message>
        <source>Only a unit with wounded men, or whose musician has a wounded squad of its command within 6 in.</source>
        <translation>Seulement une unité qui a des blessés, ou dont le musicien a une escouade blessée de son commandement à moins de 6 po.</translation>
    </message>
    <message>
        <source>Only for a wavering unit of his command within 2 in, with bonus points left.</source>
        <translation>Seulement pour une unité ébranlée de son commandement à moins de 2 po, s&apos;il lui reste des points de bonus.</translation>
    </message>
    <message>
        <source>Only for a unit of his command within 2 in that has lost its squad leader.</source>
        <translation>Seulement pour une unité de son commandement à moins de 2 po qui a perdu son chef d&apos;escouade.</translation>
    </message>
    <message>
        <source>Only for a wounded unit of his command, with bonus points left.</source>
        <translation>Seulement pour une unité blessée de son commandement, s&apos;il lui reste des points de bonus.</translation>
    </message>
    <message>
        <source>Only with bonus points left, once a turn.</source>
        <translation>Seulement s&apos;il lui reste des points de bonus, une fois par tour.</translation>
    </message>
    <message>
        <source>Only a leader fighting in a melee may give himself up.</source>
        <translation>Seul un chef qui combat dans une mêlée peut se rendre.</translation>
    </message>
    <message>
        <source>Only an officer fighting a melee of his own, with bonus points left.</source>
        <translation>Seulement un officier qui livre sa propre mêlée, s&apos;il lui reste des points de bonus.</translation>
    </message>
    <message>
        <source>Only a unit touching an enemy gun.</source>
        <translation>Seulement une unité au contact d&apos;un canon ennemi.</translation>
    </message>
    <message>
        <source>Only horse artillery limbers and unlimbers.</source>
        <translation>Seule l&apos;artillerie à cheval s&apos;attelle et se met en batterie.</translation>
    </message>
    <message>
        <source>Fire by ranks: only on its officer&apos;s card, with loaded men and an enemy in sight and range.</source>
        <translation>Feu par rangs : seulement sur la carte de son officier, avec des hommes chargés et un ennemi en vue et à portée.</translation>
    </message>
    <message>
        <source>Only a unit aboard a boat that has reached the shore or a quay.</source>
        <translation>Seulement une unité à bord d&apos;un bateau arrivé au rivage ou à un quai.</translation>
    </message>
    <message>
        <source>Only a unit aboard a boat.</source>
        <translation>Seulement une unité à bord d&apos;un bateau.</translation>
    </message>
    <message>
        <source>Only a unit on land within 4 in of a boat.</source>
        <translation>Seulement une unité à terre à moins de 4 po d&apos;un bateau.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The computer plays this card.</source>
        <translation>L&apos;ordinateur joue cette carte.</translation>
    </message>
    <message>
        <source>Nobody of yours acts on this card now.</source>
        <translation>Aucun des vôtres n&apos;agit maintenant sur cette carte.</translation>
    </message>
    <message>
        <source>A unit&apos;s order: choose one of his units in Who.</source>
        <translation>Ordre d&apos;unité : choisissez l&apos;une de ses unités dans Qui.</translation>
    </message>
    <message>
        <source>An officer&apos;s order, given on his card.</source>
        <translation>Ordre d&apos;officier, donné sur sa carte.</translation>
    </message>
    <message>
        <source>It is in a melee: it fights when the card ends.</source>
        <translation>Elle est en mêlée : elle combat à la fin de la carte.</translation>
    </message>
    <message>
        <source>It has given its order on this card.</source>
        <translation>Elle a donné son ordre sur cette carte.</translation>
    </message>
    <message>
        <source>A unit&apos;s order, and none of his squads acts on this card.</source>
        <translation>Un ordre d&apos;unité, et aucune de ses escouades n&apos;agit sur cette carte.</translation>
    </message>
    <message>
        <source>%1 of his bonus</source>
        <translation>%1 de son bonus</translation>
    </message>
    <message>
        <source>%1, %2 of his bonus</source>
        <translation>%1, %2 de son bonus</translation>
    </message>
    <message>
        <source>Show every order, not only those open now</source>
        <translation>Montrer tous les ordres, pas seulement ceux possibles maintenant</translation>
    </message>
    <message>
        <source>Turn %1: %2 still to turn.</source>
        <translation>Tour %1 : encore %2 à retourner.</translation>
    </message>
    <message>
        <source>A charge at %1: %2 to go; its roll gets there %3 % of the time.</source>
        <translation>Une charge sur %1 : %2 à parcourir ; son jet y parvient %3 % du temps.</translation>
    </message>
    <message>
        <source>%1 tests its morale first: it goes in on %2 or less on a d10 (%3 %).</source>
        <translation>%1 teste d&apos;abord son moral : elle charge sur %2 ou moins au d10 (%3 %).</translation>
    </message>
    <message>
        <source>%1 passed a morale test this turn: it goes in without another.</source>
        <translation>%1 a réussi un test de moral ce tour-ci : elle charge sans en passer un autre.</translation>
    </message>
    <message>
        <source>%1 must pass a morale test to stand and fire: %2 or less on a d10 (%3 %); 1 or 2 over, it falls back to cover; more, it flees.</source>
        <translation>%1 doit réussir un test de moral pour tenir et tirer : %2 ou moins au d10 (%3 %) ; 1 ou 2 de plus, elle se replie à couvert ; davantage, elle fuit.</translation>
    </message>
    <message>
        <source>All told the charge reaches %1 %2 % of the time.</source>
        <translation>Au total, la charge atteint %1 dans %2 % des cas.</translation>
    </message>
    <message>
        <source>Needs loaded men with an enemy unit in sight, in range and in their arc of fire (22.5° either side of the way they face; a move turns them).</source>
        <translation>Il faut des hommes chargés et une unité ennemie en vue, à portée et dans leur arc de tir (22,5° de part et d&apos;autre de leur direction ; un mouvement les tourne).</translation>
    </message>
    <message>
        <source>Not at what At names now (out of its reach, arc or sight): choose another in At.</source>
        <translation>Pas sur ce que Cible désigne maintenant (hors de portée, d&apos;arc de tir ou de vue) : choisissez-en un autre dans Cible.</translation>
    </message>
    <message>
        <source>Turn %1: the game is over.</source>
        <translation>Tour %1 : la partie est finie.</translation>
    </message>
    <message>
        <source>Cards turned (the one in bold was played last):</source>
        <translation>Cartes retournées (celle en gras a été jouée en dernier) :</translation>
    </message>
    <message>
        <source>%1 (order given)</source>
        <translation>%1 (ordre donné)</translation>
    </message>
    <message>
        <source>nothing to fire at now</source>
        <translation>rien sur quoi tirer pour l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>%n of its %1 men can fire at %2 now; the rules keep the others from it (not loaded or fit, no man of it in sight and range, out of their arc, or its leader).</source>
        <translation>
            <numerusform>%n de ses %1 hommes peut tirer sur %2 maintenant ; les règles en empêchent les autres (pas chargés ou pas valides, aucun homme de l&apos;unité en vue et à portée, hors de leur arc, ou son chef).</numerusform>
            <numerusform>%n de ses %1 hommes peuvent tirer sur %2 maintenant ; les règles en empêchent les autres (pas chargés ou pas valides, aucun homme de l&apos;unité en vue et à portée, hors de leur arc, ou son chef).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ambuscade::chosenmen::ChosenMenUi</name>
    <message>
        <source>Napoleonic skirmishes in the Peninsula: a few units a side, activated by the turn of a card, with morale on a ten-sided die, on a table in inches. One or two players; six to twelve turns, about an hour and a half.</source>
        <translation>Escarmouches napoléoniennes dans la Péninsule : quelques unités par camp, activées au tirage d&apos;une carte, le moral sur un dé à dix faces, sur une table en pouces. Un ou deux joueurs ; de six à douze tours, environ une heure et demie.</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdus</translation>
    </message>
    <message>
        <source>Dead, captured or seriously wounded; officers, guns and boats are not counted. A side with half its men lost breaks.</source>
        <translation>Morts, capturés ou gravement blessés ; officiers, canons et embarcations ne comptent pas. Un camp qui a perdu la moitié de ses hommes est rompu.</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <translation>En fuite</translation>
    </message>
    <message>
        <source>Men not lost whose unit is fleeing. A side with every unit it has left fleeing breaks.</source>
        <translation>Hommes non perdus dont l&apos;unité est en fuite. Un camp dont toutes les unités restantes fuient est rompu.</translation>
    </message>
</context>
<context>
    <name>ambuscade::chosenmen::CombatDock</name>
    <message>
        <source>%1 rolls %2, needing %3: %4.</source>
        <translation>%1 obtient %2, il fallait %3 : %4.</translation>
    </message>
    <message>
        <source>a hit</source>
        <translation>une touche</translation>
    </message>
    <message>
        <source>a miss</source>
        <translation>un raté</translation>
    </message>
    <message>
        <source>%1 %2 against %3 %4: %5.</source>
        <translation>%1 %2 contre %3 %4 : %5.</translation>
    </message>
    <message>
        <source>A round of melee</source>
        <translation>Un tour de mêlée</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::ActionsTableModel</name>
    <message>
        <source>Advice: player characters and commanded groups may ignore it</source>
        <translation>Conseil : les personnages joueurs et les groupes commandés peuvent l&apos;ignorer</translation>
    </message>
    <message>
        <source>Binding on every group</source>
        <translation>S&apos;impose à tout groupe</translation>
    </message>
    <message>
        <source>RF %1</source>
        <translation>FR %1</translation>
    </message>
    <message>
        <source>Carry on</source>
        <translation>Poursuivre</translation>
    </message>
    <message>
        <source>Close in</source>
        <translation>Approcher</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Couvert</translation>
    </message>
    <message>
        <source>Halt</source>
        <translation>Halte</translation>
    </message>
    <message>
        <source>Face on</source>
        <translation>Face, poursuivre</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Se replier</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Fuir</translation>
    </message>
    <message>
        <source>March</source>
        <translation>Marcher</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Déployer</translation>
    </message>
    <message>
        <source>Back off</source>
        <translation>Reculer</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The D6 rolled: %1</source>
        <translation>Le D6 lancé : %1</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::AimedShotRow</name>
    <message>
        <source>Take the Shot</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <source>A player character shoots at the man he chooses, at his true band; a hit falls on that man.</source>
        <translation>Un personnage-joueur tire sur l&apos;homme qu&apos;il choisit, à sa vraie portée ; un coup au but touche cet homme.</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>Personnage-joueur</translation>
    </message>
    <message>
        <source>Aims at</source>
        <translation>Vise</translation>
    </message>
    <message>
        <source>%1, at %2</source>
        <translation>%1, à %2</translation>
    </message>
    <message>
        <source>No mark of his in sight and in range.</source>
        <translation>Aucune cible pour lui en vue et à portée.</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::FiwUi</name>
    <message>
        <source>Skirmishes of the French and Indian War: a few groups of rangers, regulars, militia and warriors a side on a table in centimetres. One or two players, each side a person or the computer; five to twelve turns, about an hour.</source>
        <translation>Escarmouches de la guerre de la Conquête : quelques groupes de rangers, de réguliers, de miliciens et de guerriers par camp, sur une table en centimètres. Un ou deux joueurs, chaque camp mené par une personne ou par l&apos;ordinateur ; de cinq à douze tours, environ une heure.</translation>
    </message>
    <message>
        <source>The computer, by the dice alone</source>
        <translation>L&apos;ordinateur, aux seuls dés</translation>
    </message>
    <message>
        <source>Gives no orders: its side acts on the rules&apos; own tables and dice, as troops left to themselves do.</source>
        <translation>Ne donne aucun ordre : son camp agit selon les tables et les dés des règles, comme des troupes livrées à elles-mêmes.</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::FollowUpRow</name>
    <message>
        <source>Follow Up</source>
        <translation>Poursuivre</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Rester en place</translation>
    </message>
    <message>
        <source>The men who won step after the men they beat, into base contact again.</source>
        <translation>Les vainqueurs suivent les hommes qu&apos;ils ont battus, de nouveau au contact socle à socle.</translation>
    </message>
    <message>
        <source>The men who won stay where they fought.</source>
        <translation>Les vainqueurs restent là où ils ont combattu.</translation>
    </message>
    <message>
        <source>Won the melee</source>
        <translation>A gagné la mêlée</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::OrdersDock</name>
    <message>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>Roll Command Dice</source>
        <translation>Lancer les dés de commandement</translation>
    </message>
    <message>
        <source>Command Group</source>
        <translation>Commander le groupe</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>Drag your figures to move them.</source>
        <translation>Faites glisser vos figurines pour les déplacer.</translation>
    </message>
    <message>
        <source>Nothing to order in this phase: Next Phase goes on.</source>
        <translation>Rien à ordonner dans cette phase : Phase suivante pour continuer.</translation>
    </message>
    <message>
        <source>Choose a commander and roll his dice.</source>
        <translation>Choisissez un chef et lancez ses dés.</translation>
    </message>
    <message>
        <source>in reach</source>
        <translation>à portée</translation>
    </message>
    <message>
        <source>out of reach: %1</source>
        <translation>hors de portée : %1</translation>
    </message>
    <message>
        <source>Only groups commanded this turn fire on orders.</source>
        <translation>Seuls les groupes commandés ce tour-ci tirent sur ordre.</translation>
    </message>
    <message>
        <source>Not commanded: %1</source>
        <translation>Pas commandé : %1</translation>
    </message>
    <message>
        <source>%1 (rolled)</source>
        <translation>%1 (a lancé)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>%1 is spending the points of his command dice.</source>
        <translation>%1 dépense les points de ses dés de commandement.</translation>
    </message>
    <message>
        <source>Rolled: %1 = %2</source>
        <translation>Lancé : %1 = %2</translation>
    </message>
    <message>
        <source>Spent: %1 = %2</source>
        <translation>Dépensé : %1 = %2</translation>
    </message>
    <message>
        <source>Left: %1 points</source>
        <translation>Reste : %1 points</translation>
    </message>
    <message>
        <source>Call on His Own</source>
        <translation>Appeler seul</translation>
    </message>
    <message>
        <source>He is paid for now, adds his own dice to the pool and carries the word on to men within his reach. His group costs nothing more for him when it is commanded.</source>
        <translation>Il est payé maintenant, ajoute ses propres dés à la réserve et transmet l&apos;ordre aux hommes à sa portée. Son groupe ne coûte plus rien pour lui quand il est commandé.</translation>
    </message>
    <message>
        <source>Pass the word through</source>
        <translation>Transmettre l&apos;ordre par</translation>
    </message>
    <message>
        <source>%1 (cost %2)</source>
        <translation>%1 (coût %2)</translation>
    </message>
    <message>
        <source>Not called: %1</source>
        <translation>Non appelé : %1</translation>
    </message>
    <message>
        <source>Roll a commander&apos;s dice first.</source>
        <translation>Lancez d&apos;abord les dés d&apos;un commandant.</translation>
    </message>
    <message>
        <source>No leader of this side is left to roll.</source>
        <translation>Il ne reste à ce camp aucun chef pour lancer les dés.</translation>
    </message>
    <message>
        <source>%1 has rolled this turn.</source>
        <translation>%1 a lancé ses dés ce tour-ci.</translation>
    </message>
    <message>
        <source>No enemy group is left to fire at.</source>
        <translation>Il ne reste aucun groupe ennemi sur qui tirer.</translation>
    </message>
    <message>
        <source>No leader of this side is left standing: nobody rolls command dice, and its groups act on the Actions table.</source>
        <translation>Il ne reste à ce camp aucun chef debout : personne ne lance les dés de commandement, et ses groupes agissent selon la table des actions.</translation>
    </message>
    <message>
        <source>Nobody else of the group can fire: %1 keeps his own shot.</source>
        <translation>Personne d&apos;autre du groupe ne peut tirer : %1 garde son propre tir.</translation>
    </message>
    <message>
        <source>The table shows the game as it was: your orders wait until it shows the game as it stands (Esc skips the rest of the turn shown, or close the replay).</source>
        <translation>La table montre la partie telle qu&apos;elle était : vos ordres attendent qu&apos;elle montre la partie telle qu&apos;elle est (Échap saute le reste du tour montré, ou fermer la revue).</translation>
    </message>
    <message>
        <source>The computer plays its side: Next Phase (F5) lets it.</source>
        <translation>L&apos;ordinateur joue son camp : Phase suivante (F5) le laisse jouer.</translation>
    </message>
    <message>
        <source>%1 fired: %2</source>
        <translation>Tir de %1 : %2</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::ReactionsDock</name>
    <message>
        <source>Reactions</source>
        <translation>Réactions</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risque</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Columns: the D6 rolled; rows: the risk factor. Italics are advice. Hover over a cell for the result in full.</source>
        <translation>Colonnes : le D6 lancé ; lignes : le facteur de risque. L&apos;italique est un conseil. Survolez une case pour lire le résultat en entier.</translation>
    </message>
    <message>
        <source>%1 (advice, followed: not commanded)</source>
        <translation>%1 (conseil, suivi : pas commandé)</translation>
    </message>
    <message>
        <source>%1 (advice, free to ignore)</source>
        <translation>%1 (conseil, libre de l’ignorer)</translation>
    </message>
    <message>
        <source>%1 (on orders)</source>
        <translation>%1 (sur ordres)</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::RiskFactorModel</name>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>RF</source>
        <translation>FR</translation>
    </message>
    <message>
        <source>Because of</source>
        <translation>À cause de</translation>
    </message>
</context>
<context>
    <name>ambuscade::fiw::VolleyChoiceRow</name>
    <message>
        <source>Fires with the volley</source>
        <translation>Tire avec la salve</translation>
    </message>
    <message>
        <source>Keeps his fire for his own aimed shot</source>
        <translation>Garde son feu pour son propre tir ajusté</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>%1 may fire with his men, or keep his fire for an aimed shot of his own at a man he chooses (Take the Shot, below).</source>
        <translation>%1 peut tirer avec ses hommes, ou garder son feu pour un tir ajusté sur l&apos;homme de son choix (Tirer, ci-dessous).</translation>
    </message>
    <message>
        <source>Choose first whether %1 fires with the volley or keeps his own aimed shot.</source>
        <translation>Choisissez d&apos;abord si %1 tire avec la salve ou garde son propre tir ajusté.</translation>
    </message>
</context>
<context>
    <name>ambuscade::rangercommandos::RaidDock</name>
    <message>
        <source>Raid</source>
        <translation>Raid</translation>
    </message>
    <message>
        <source>Raider</source>
        <translation>Pillard</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Counters, score</source>
        <translation>Jetons, score</translation>
    </message>
    <message>
        <source>Spin</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>End the step</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Round %1: %2, %3.</source>
        <translation>Tour %1 : %2, %3.</translation>
    </message>
    <message>
        <source>%1 — %2 points</source>
        <translation>%1 — %2 points</translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face cachée</numerusform>
            <numerusform>%n face cachée</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: the counters are turned up.</source>
        <translation>La partie est finie : les jetons sont retournés.</translation>
    </message>
    <message>
        <source>%1: spin.</source>
        <translation>%1 : tournez la flèche.</translation>
    </message>
    <message>
        <source>%1: the step is done; end it.</source>
        <translation>%1 : le tour est joué ; finissez-le.</translation>
    </message>
    <message>
        <source>Results…</source>
        <translation>Résultats…</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>%1: walk the number spun (%2): choose from the list or click a ringed space.</source>
        <translation>%1 : marchez le nombre tiré (%2) : choisissez dans la liste ou cliquez une case cerclée.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s step.</source>
        <translation>C&apos;est le tour de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>The spinner has been spun for this step.</source>
        <translation>La roue a déjà tourné pour ce tour.</translation>
    </message>
    <message>
        <source>Spin first.</source>
        <translation>Tournez d&apos;abord la roue.</translation>
    </message>
    <message>
        <source>Choose your walk first.</source>
        <translation>Choisissez d&apos;abord votre marche.</translation>
    </message>
    <message>
        <source>%1 spun segment %2: number %3, night %4, day %5.</source>
        <translation>%1 a fait tourner la roue sur le secteur %2 : nombre %3, nuit %4, jour %5.</translation>
    </message>
    <message>
        <source>The computer plays %1: press Next Phase (F5) to see its step.</source>
        <translation>L&apos;ordinateur joue %1 : appuyez sur Phase suivante (F5) pour voir son tour.</translation>
    </message>
    <message numerus="yes">
        <source>%1: the alarm: spun %2 = %3, and %4 are needed; %n spin(s) to go. Spin.</source>
        <translation>
            <numerusform>%1 : l&apos;alarme : %2 = %3, et il faut %4 ; encore %n tour de roue. Tournez.</numerusform>
            <numerusform>%1 : l&apos;alarme : %2 = %3, et il faut %4 ; encore %n tours de roue. Tournez.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the alarm! %2 spins, added up: %3 or more brings the commando back aboard, less and he is captured. Spin.</source>
        <translation>%1 : l&apos;alarme ! %2 tours de roue, additionnés : %3 ou plus ramène le commando à bord, moins et il est capturé. Tournez.</translation>
    </message>
</context>
<context>
    <name>ambuscade::rangercommandos::RaidResultsDialog</name>
    <message>
        <source>void: %1</source>
        <translation>perdus : %1</translation>
    </message>
    <message>
        <source>still out: %1</source>
        <translation>encore dehors : %1</translation>
    </message>
    <message>
        <source>The Raid&apos;s Results</source>
        <translation>Résultats du raid</translation>
    </message>
    <message>
        <source>%1, the winner</source>
        <translation>%1, le vainqueur</translation>
    </message>
    <message>
        <source>Raider</source>
        <translation>Pillard</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Rentré</translation>
    </message>
    <message>
        <source>Counters turned up</source>
        <translation>Jetons retournés</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Tour %1 · %2</translation>
    </message>
    <message>
        <source>The story of the raid</source>
        <translation>Le récit du raid</translation>
    </message>
    <message>
        <source>Place points</source>
        <translation>Points de place</translation>
    </message>
</context>
<context>
    <name>ambuscade::rangercommandos::RangerCommandosUi</name>
    <message>
        <source>A raiding board game of 1942: commandos cross to an enemy island by night, carry off what its installations hide and race their barges home once the alarm is raised. Two to four raiders, each a player or the computer; about an hour.</source>
        <translation>Un jeu de plateau de raid de 1942 : des commandos traversent de nuit vers une île ennemie, emportent ce que cachent ses installations et ramènent leurs barges à toute vitesse une fois l&apos;alerte donnée. De deux à quatre raiders, chacun joué par une personne ou par l&apos;ordinateur ; environ une heure.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
</context>
<context>
    <name>ambuscade::rogersrangers::BattleLineEditor</name>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
</context>
<context>
    <name>ambuscade::rogersrangers::ForcesTree</name>
    <message>
        <source>Your forces</source>
        <translation>Vos forces</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Hostiles</source>
        <translation>Ennemis</translation>
    </message>
    <message>
        <source>garrison: %1</source>
        <translation>garnison : %1</translation>
    </message>
    <message>
        <source>war party: %1</source>
        <translation>parti de guerre : %1</translation>
    </message>
    <message>
        <source>carried by %1</source>
        <translation>emmenés par %1</translation>
    </message>
    <message>
        <source>Markers turned up: %1</source>
        <translation>Marqueurs retournés : %1</translation>
    </message>
    <message>
        <source>%1: %2, face up</source>
        <translation>%1 : %2, face visible</translation>
    </message>
    <message numerus="yes">
        <source>%n taken off the map once turned up</source>
        <translation>
            <numerusform>%n retiré de la carte après avoir été retourné</numerusform>
            <numerusform>%n retirés de la carte après avoir été retournés</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>ambuscade::rogersrangers::MissionResults</name>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Ops used</source>
        <translation>Ops utilisées</translation>
    </message>
    <message>
        <source>Ops left</source>
        <translation>Ops restantes</translation>
    </message>
    <message>
        <source>RP left</source>
        <translation>RP restants</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alerte</translation>
    </message>
    <message>
        <source>Units lost</source>
        <translation>Unités perdues</translation>
    </message>
    <message>
        <source>Missions won</source>
        <translation>Missions gagnées</translation>
    </message>
    <message>
        <source>No unit was lost.</source>
        <translation>Aucune unité n&apos;a été perdue.</translation>
    </message>
    <message>
        <source>The Campaign&apos;s Results</source>
        <translation>Résultats de la campagne</translation>
    </message>
    <message>
        <source>The Mission&apos;s Results</source>
        <translation>Résultats de la mission</translation>
    </message>
    <message>
        <source>At the end</source>
        <translation>À la fin</translation>
    </message>
    <message>
        <source>Missions and losses</source>
        <translation>Missions et pertes</translation>
    </message>
    <message>
        <source>Leaders killed</source>
        <translation>Chefs tués</translation>
    </message>
</context>
<context>
    <name>ambuscade::rogersrangers::RangersDock</name>
    <message>
        <source>Rangers</source>
        <translation>Rangers</translation>
    </message>
    <message>
        <source>Campaign, mission %1 of %2: %3</source>
        <translation>Campagne, mission %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>Mission: %1</source>
        <translation>Mission : %1</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source>%1 of 6</source>
        <translation>%1 sur 6</translation>
    </message>
    <message>
        <source>%1 — %2 (won)</source>
        <translation>%1 — %2 (gagnée)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Drawn at Rogers Island: put away unread, it does nothing.</source>
        <translation>Tirée à l’île Rogers : écartée sans être lue, elle est sans effet.</translation>
    </message>
    <message>
        <source>  %1: kills on %2 or less</source>
        <translation>  %1 : tue sur %2 ou moins</translation>
    </message>
    <message>
        <source>  %1: down</source>
        <translation>  %1 : à terre</translation>
    </message>
    <message>
        <source>Round %1.
Your line:
%2
The hostiles:
%3</source>
        <translation>Tour %1.
Votre ligne :
%2
Les ennemis :
%3</translation>
    </message>
    <message>
        <source>Carry back the skirmish&apos;s result…</source>
        <translation>Reporter le résultat de l&apos;escarmouche…</translation>
    </message>
    <message>
        <source>Play the skirmish here</source>
        <translation>Jouer l’escarmouche ici</translation>
    </message>
    <message>
        <source>Save its table, to play it elsewhere…</source>
        <translation>Enregistrer sa table, pour la jouer ailleurs…</translation>
    </message>
    <message>
        <source>%1 (difficulty: %2)</source>
        <translation>%1 (difficulté : %2)</translation>
    </message>
    <message>
        <source>The computer plays the Rangers: press Next Phase (F5) to see it act.</source>
        <translation>L’ordinateur joue les Rangers : appuyez sur Phase suivante (F5) pour le voir agir.</translation>
    </message>
    <message>
        <source>No longer offered: %1.</source>
        <translation>Plus proposé : %1.</translation>
    </message>
    <message>
        <source>Who carries it?</source>
        <translation>Qui le porte ?</translation>
    </message>
</context>
<context>
    <name>ambuscade::rogersrangers::RogersRangersUi</name>
    <message>
        <source>The game set aside is not a game of Rogers&apos; Rangers.</source>
        <translation>La partie mise de côté n’est pas une partie de Rogers&apos; Rangers.</translation>
    </message>
    <message>
        <source>A solitaire campaign on the New York frontier, 1757–59: lead Rogers&apos; Rangers on missions between the forts and lakes of a board, against the French and their allies run by a deck of operation cards; battles may be fought as skirmishes. One player; a mission in half an hour, the campaign in an evening.</source>
        <translation>Une campagne en solitaire sur la frontière de New York, 1757–59 : menez les Rangers de Rogers en missions entre les forts et les lacs d&apos;un plateau, contre les Français et leurs alliés que mène un paquet de cartes d&apos;opérations ; les combats peuvent se jouer en escarmouches. Un joueur ; une mission en une demi-heure, la campagne en une soirée.</translation>
    </message>
</context>
<context>
    <name>ambuscade::steeplechase::RaceDock</name>
    <message>
        <source>boasts %1, shame %2</source>
        <translation>vantardises %1, honte %2</translation>
    </message>
    <message>
        <source>on foot, horse loose</source>
        <translation>à pied, cheval échappé</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Course</translation>
    </message>
    <message>
        <source>Courier, items</source>
        <translation>Courrier, objets</translation>
    </message>
    <message>
        <source>Energy, horse</source>
        <translation>Énergie, cheval</translation>
    </message>
    <message>
        <source>Missive, chits</source>
        <translation>Pli, jetons</translation>
    </message>
    <message>
        <source>Stay Put</source>
        <translation>Rester sur place</translation>
    </message>
    <message>
        <source>Do It</source>
        <translation>Le faire</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Dice to roll:</source>
        <translation>Dés à lancer :</translation>
    </message>
    <message>
        <source>Action:</source>
        <translation>Action :</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Tour %1 · %2</translation>
    </message>
    <message>
        <source>%1 (fallen)</source>
        <translation>%1 (tombé)</translation>
    </message>
    <message>
        <source>%1 (prisoner)</source>
        <translation>%1 (prisonnier)</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <translation>▶ %1</translation>
    </message>
    <message>
        <source>missive</source>
        <translation>pli</translation>
    </message>
    <message>
        <source>no missive</source>
        <translation>sans pli</translation>
    </message>
    <message>
        <source>%1: %2 boasts (chits %3), shame %4 (chits %5)</source>
        <translation>%1 : %2 vantardises (jetons %3), honte %4 (jetons %5)</translation>
    </message>
    <message>
        <source>Results…</source>
        <translation>Résultats…</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Virage :</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>after </source>
        <translation>après </translation>
    </message>
    <message>
        <source> in</source>
        <translation> po</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Clockwise; negative: the other way</source>
        <translation>Dans le sens des aiguilles d&apos;une montre ; négatif : dans l&apos;autre sens</translation>
    </message>
    <message>
        <source>Only in the movement phase.</source>
        <translation>Seulement pendant la phase de mouvement.</translation>
    </message>
    <message>
        <source>He stays put this turn.</source>
        <translation>Il reste sur place ce tour-ci.</translation>
    </message>
    <message>
        <source>He has ridden this turn.</source>
        <translation>Il a chevauché ce tour-ci.</translation>
    </message>
    <message>
        <source>Only in the actions phase.</source>
        <translation>Seulement pendant la phase d&apos;actions.</translation>
    </message>
    <message>
        <source>He has acted this turn.</source>
        <translation>Il a agi ce tour-ci.</translation>
    </message>
    <message>
        <source>Nothing is open to him here now.</source>
        <translation>Rien ne lui est ouvert ici pour l&apos;instant.</translation>
    </message>
    <message>
        <source>No offer waits for his answer.</source>
        <translation>Aucune offre n&apos;attend sa réponse.</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>La course est terminée.</translation>
    </message>
    <message>
        <source>The patrols give chase: no courier acts now.</source>
        <translation>Les patrouilles donnent la chasse : aucun courrier n&apos;agit maintenant.</translation>
    </message>
    <message>
        <source>The computer rides %1 now.</source>
        <translation>L&apos;ordinateur mène %1 maintenant.</translation>
    </message>
    <message>
        <source>Answer the offer first: Accept or Refuse.</source>
        <translation>Répondez d&apos;abord à l&apos;offre : Accepter ou Refuser.</translation>
    </message>
    <message>
        <source>%1 — not now: %2</source>
        <translation>%1 — pas maintenant : %2</translation>
    </message>
    <message>
        <source>Jump streams and walls</source>
        <translation>Sauter ruisseaux et murs</translation>
    </message>
    <message>
        <source>Unticked, a horseman dragged across a stream or wall stops at it instead of rolling to jump it. On foot he never jumps.</source>
        <translation>Décoché, un cavalier qu&apos;on fait glisser au-delà d&apos;un ruisseau ou d&apos;un mur s&apos;y arrête au lieu de tenter le saut. À pied, il ne saute jamais.</translation>
    </message>
    <message>
        <source>Choose his action</source>
        <translation>Choisissez son action</translation>
    </message>
    <message>
        <source>Choose his action in the list.</source>
        <translation>Choisissez son action dans la liste.</translation>
    </message>
    <message>
        <source>Roll again:</source>
        <translation>Relancer :</translation>
    </message>
    <message>
        <source>He has rolled: choose the dice he rolls again, then Ride On.</source>
        <translation>Il a lancé ses dés : choisissez ceux qu&apos;il relance, puis En route.</translation>
    </message>
    <message>
        <source>Fight Aggressively</source>
        <translation>Combattre avec agressivité</translation>
    </message>
    <message>
        <source>Fight Defensively</source>
        <translation>Combattre sur la défensive</translation>
    </message>
    <message>
        <source>boast chits %1, shame chits %2</source>
        <translation>jetons de vantardise %1, jetons de honte %2</translation>
    </message>
</context>
<context>
    <name>ambuscade::steeplechase::RerollRow</name>
    <message>
        <source>Ride On</source>
        <translation>En route</translation>
    </message>
    <message>
        <source>Ticked: rolled again. Untick it to keep this die.</source>
        <translation>Coché : relancé. Décochez-le pour garder ce dé.</translation>
    </message>
    <message>
        <source>Too high for his energy to roll again: kept.</source>
        <translation>Trop haut pour que son énergie le relance : gardé.</translation>
    </message>
    <message>
        <source>Rolls the ticked dice again, then his ride goes on the way he was pointed.</source>
        <translation>Relance les dés cochés, puis sa chevauchée continue dans la direction indiquée.</translation>
    </message>
</context>
<context>
    <name>ambuscade::steeplechase::ResultsDialog</name>
    <message>
        <source>chits %1</source>
        <translation>jetons %1</translation>
    </message>
    <message>
        <source>braggart +%1</source>
        <translation>fanfaron +%1</translation>
    </message>
    <message>
        <source>halved, a prisoner</source>
        <translation>divisé par deux, prisonnier</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, the winner</source>
        <translation>%1, le vainqueur</translation>
    </message>
    <message>
        <source>%1 (fallen)</source>
        <translation>%1 (tombé)</translation>
    </message>
    <message>
        <source>%1 (prisoner)</source>
        <translation>%1 (prisonnier)</translation>
    </message>
    <message>
        <source>The Race&apos;s Results</source>
        <translation>Résultats de la course</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Courrier</translation>
    </message>
    <message>
        <source>Boast chits</source>
        <translation>Jetons de vantardise</translation>
    </message>
    <message>
        <source>Shame chits</source>
        <translation>Jetons de honte</translation>
    </message>
    <message>
        <source>Boasts as they count</source>
        <translation>Vantardises comptées</translation>
    </message>
    <message>
        <source>The story of each ride</source>
        <translation>Le récit de chaque chevauchée</translation>
    </message>
    <message>
        <source>The French have failed: %1 takes the blame, as shamed as any (%2) and the furthest behind of those, and cannot win.</source>
        <translation>Les Français ont échoué : %1 porte le blâme, aussi couvert de honte que quiconque (%2) et le plus en arrière d&apos;entre eux, et ne peut gagner.</translation>
    </message>
    <message>
        <source>The French have failed: %1, the most shamed (%2), takes the blame and cannot win.</source>
        <translation>Les Français ont échoué : %1, le plus couvert de honte (%2), porte le blâme et ne peut gagner.</translation>
    </message>
</context>
<context>
    <name>ambuscade::steeplechase::SetupDialog</name>
    <message>
        <source>Start the Race</source>
        <translation>Lancer la course</translation>
    </message>
    <message>
        <source>%1 (the computer)</source>
        <translation>%1 (l&apos;ordinateur)</translation>
    </message>
    <message>
        <source>chooses when the race starts</source>
        <translation>choisit au départ de la course</translation>
    </message>
    <message>
        <source>A courier&apos;s two items must differ: %1.</source>
        <translation>Les deux objets d&apos;un courrier doivent différer : %1.</translation>
    </message>
</context>
<context>
    <name>ambuscade::steeplechase::SteeplechaseUi</name>
    <message>
        <source>A courier race across Spain in 1812: French couriers ride to bring a missive to the Emperor, past British patrols, bandits and guerrillas. One to four players, each courier a person or the computer; up to fifteen turns, about an hour.</source>
        <translation>Une course de courriers à travers l&apos;Espagne en 1812 : des courriers français chevauchent pour porter une dépêche à l&apos;Empereur, entre patrouilles britanniques, bandits et guérilleros. Un à quatre joueurs, chaque courrier mené par une personne ou par l&apos;ordinateur ; jusqu&apos;à quinze tours, environ une heure.</translation>
    </message>
    <message>
        <source>The computer, greedy</source>
        <translation>L&apos;ordinateur, glouton</translation>
    </message>
    <message>
        <source>Takes what gains most at once and looks no further: a yardstick, not a rival.</source>
        <translation>Prend ce qui rapporte le plus tout de suite et ne voit pas plus loin : un étalon, pas un rival.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Tabletop companion for horse-and-musket skirmish games</source>
        <translation>Compagnon de table pour les jeux d&apos;escarmouche à l&apos;époque du mousquet</translation>
    </message>
    <message>
        <source>Scenario file to open.</source>
        <translation>Fichier de scénario à ouvrir.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;png&gt; once it is shown, then quit.</source>
        <translation>Enregistrer une image de la fenêtre dans &lt;png&gt; une fois affichée, puis quitter.</translation>
    </message>
</context>
</TS>
