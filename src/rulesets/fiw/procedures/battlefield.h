// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiw/tables/figurefields.h"
#include "geometry/tablegeometry.h"
#include "scenario/scenario.h"

#include <QHash>
#include <QSet>
#include <memory>
#include <mutex>

namespace ambuscade::fiw {

struct Faction;
struct Weapon;

// A group as the rules see it on the table: its own figures, and the leaders of other
// groups standing close enough to count as part of it (reading §1).
struct GroupView {
    int group = -1;      // index into Scenario::groups
    QList<int> members;  // its own figures, living and dead
    QList<int> attached; // officers, NCOs and player characters of other groups beside it
    QList<int> away;     // its own leaders attached to another group: they act with that one
    // Its own leaders standing apart, more than 5 cm from every other living man of it and
    // attached to no other group. They still act with it (it is the only group they have),
    // but §1 keeps them out of what needs a man beside the group: the hero factor, and a
    // fall-back from a fight they were not in.
    QList<int> apart;
    int startingStrength = 0;
    bool formed = false; // formed infantry: most of its figures are of the formed type
    bool raw = false;    // most of its living figures are raw

    // Those who act with the group: its members on the table (but those away with another
    // group) and the leaders attached to it. Every figure acts with one group only.
    QList<int> living(const Scenario &s) const;
    // The group still waits unseen under its hidden marker (reading §13).
    bool waitingUnderMarker(const Scenario &s) const;
};

// The scenario's figures and groups as the FIW rules see them, with the table's geometry.
// Made once for a game's table; brought up to date when figures move, fall or are revealed.
class Battlefield
{
public:
    explicit Battlefield(const Scenario &scenario);
    // A copy for another game's copy of the scenario (a clone's): the table's geometry is
    // shared until one of them moves a figure.
    Battlefield(const Battlefield &other, const Scenario &scenario);
    Battlefield(const Battlefield &) = delete;
    Battlefield &operator=(const Battlefield &) = delete;

    // The scenario's figures have moved, fallen or come out from under their markers.
    void update();
    // Which table this is, as its geometry and groups stand: a number no other Battlefield's
    // table has had in this run, changed by update() and kept by a copy (which shares the
    // table until one of them updates). Work done from the table may be remembered under it.
    quint64 generation() const { return m_generation; }

    const Scenario &scenario() const { return m_scenario; }
    const geo::TableGeometry &geometry() const { return *m_geometry; }
    const QList<GroupView> &groups() const { return m_groups; }
    const GroupView &group(int index) const { return m_groups[index]; }
    int groupIndex(const QString &id) const { return m_groupIndex.value(id, -1); }
    // The group a figure acts with: the one he is attached to, else his own.
    int actingGroup(int figure) const;
    const Figure &figure(int index) const { return m_scenario.figures[index]; }
    int figureIndex(const QString &id) const { return m_geometry->figureIndex(id); }

    // A figure's moves (troops.h), weapon and faction (null for none the tables know), from
    // his fields read once (his wounds, which change, as they stand): the computer asks them of
    // every man for every way it weighs, and reading the fields each time was a tenth of its
    // work.
    double movementAllowance(int figure) const;
    double footMove(int figure) const;
    const Weapon *weapon(int figure) const { return m_traits[figure].weapon; }
    const Faction *faction(int figure) const { return m_traits[figure].faction; }
    bool isChainLink(int figure) const { return m_traits[figure].chainLink; }
    bool isLeader(int figure) const { return m_traits[figure].rank == Rank::Leader; }
    bool isPlayerCharacter(int figure) const { return m_traits[figure].playerCharacter; }
    int meleeFactor(int figure) const { return m_traits[figure].meleeFactor; }
    int classModifier(int figure) const { return m_traits[figure].classModifier; }
    // Are two figures on one side? Asked of every pair of men the computer weighs, so the
    // sides are numbered once rather than their names compared each time.
    bool sameSide(int a, int b) const { return m_traits[a].side == m_traits[b].side; }
    int sideNumber(int figure) const { return m_traits[figure].side; }

    // Does the figure stand in terrain that shortens command distance?
    bool inEnclosedTerrain(int figure) const;
    // Can the observer see the target: in clear sight and not hidden from it, given the
    // spotting distance of the observer's group this turn? A man who has fired lately is
    // not hidden (§5: men in terrain are seen "if they fire").
    bool sees(int observer, int target, double spottingCm) const;
    // The table's clear sight from one figure to another, worked out once between two updates:
    // the computer asks the same pairs again for every way it weighs.
    bool clearSight(int observer, int target) const;
    // The men who have fired lately: the game says who (see FiwGame::firedLately).
    void setFiredLately(const QSet<int> &figures) { m_firedLately = figures; }
    const QSet<int> &firedLately() const { return m_firedLately; }
    QPointF centroid(const GroupView &group) const;
    double meanFacing(const GroupView &group) const;

private:
    // Works out what changes as figures move and fall: rawness, and who is attached where.
    void regroup();
    bool hasOtherLiving(const GroupView &view, int figure) const;

    // What the rules ask of every figure many times a turn, read from his fields once: no rule
    // changes his role, class, troop type, mount or weapon in a game (his wounds it does, and
    // they are read as they stand). By figure.
    enum class Rank : char { Man, Nco, Leader };
    struct Traits {
        Rank rank = Rank::Man; // his place in the chain of command
        int side = 0;          // the same number for every man of his side
        bool playerCharacter = false;
        bool raw = false; // of the raw class
        int meleeFactor = 0;
        int classModifier = 0;
        bool chainLink = false;
        bool civilian = false;
        bool horsed = false;
        const Weapon *weapon = nullptr;
        const Faction *faction = nullptr;
    };
    std::vector<Traits> m_traits;

    const Scenario &m_scenario;
    std::shared_ptr<geo::TableGeometry> m_geometry; // shared with copies until update()
    QList<GroupView> m_groups;
    QHash<QString, int> m_groupIndex;
    QHash<int, int> m_attachedTo; // figure → the other group he is attached to
    QSet<int> m_firedLately;
    // Clear sight between pairs of figures, shared like the geometry it is worked out from: a
    // copy made for the computer's view of the game (FiwGame::sideView) finds the sight lines
    // the game has drawn, and the game those its view drew. Copies may be read on other threads
    // (the computer thinking in the background), hence the lock. A row of every target for
    // each observer asked about: on 1,000 figures a hash of the pairs cost a third as much as
    // drawing the lines.
    struct SightCache {
        explicit SightCache(qsizetype figures) : rows(figures) {}
        static constexpr signed char kUnknown = -1; // else whether the sight is clear
        std::mutex lock;
        std::vector<std::vector<signed char>> rows; // by observer, then target
    };
    std::shared_ptr<SightCache> m_clearSight; // replaced or emptied with the geometry by update()
    quint64 m_generation = 0;
};

} // namespace ambuscade::fiw
