// The world behind CBox2D's C face, shared by its two source files; not part of the module's headers.
#ifndef CBOX2D_WORLD_HPP
#define CBOX2D_WORLD_HPP

#include "CBox2D.h"

#include <box2d/box2d.h>

#include <cmath>
#include <vector>

namespace cbox2d {

// A fixture's user data: a body's number + 1, or minus (a boundary's number + 1).
inline intptr_t bodyTag(int body) { return body + 1; }
inline intptr_t boundaryTag(int boundary) { return -(boundary + 1); }

struct Body {
    b2Body *body = nullptr;
    unsigned long long items = 0, boundaries = 0;
    float area = 0;  // the item's own, skin included
};

// Box2D weighs a polygon by its core, without the skin: the mass is set from the item's whole area instead (a
// 1 × 1 metre box of density 1 weighs 1 kg, as UIKit's 100 × 100-point item of density 1 does), the inertia with it.
inline void weigh(Body &entry, float density) {
    entry.body->ResetMassData();
    b2MassData mass;
    entry.body->GetMassData(&mass);
    if (mass.mass <= 0) return;
    float scale = density * entry.area / mass.mass;
    mass.mass *= scale;
    mass.I *= scale;
    entry.body->SetMassData(&mass);
}

struct Boundary {
    int owner = 0;  // the collision behaviour's bit
};

}  // namespace cbox2d

struct CB2World : b2ContactFilter, b2ContactListener {
    b2World world{b2Vec2(0, 0)};
    std::vector<cbox2d::Body> bodies;
    std::vector<cbox2d::Boundary> boundaries;
    std::vector<CB2Contact> contacts;
    std::vector<b2Vec2> pending;
    int pendingOwner = 0;

    CB2World() {
        world.SetContactFilter(this);
        world.SetContactListener(this);
    }

    bool ShouldCollide(b2Fixture *a, b2Fixture *b) override {
        intptr_t ta = static_cast<intptr_t>(a->GetUserData().pointer), tb = static_cast<intptr_t>(b->GetUserData().pointer);
        if (ta > 0 && tb > 0) return (bodies[ta - 1].items & bodies[tb - 1].items) != 0;
        if (ta > 0 && tb < 0) return (bodies[ta - 1].boundaries >> boundaries[-tb - 1].owner) & 1;
        if (tb > 0 && ta < 0) return (bodies[tb - 1].boundaries >> boundaries[-ta - 1].owner) & 1;
        return false;
    }

    void BeginContact(b2Contact *contact) override {
        intptr_t ta = static_cast<intptr_t>(contact->GetFixtureA()->GetUserData().pointer);
        intptr_t tb = static_cast<intptr_t>(contact->GetFixtureB()->GetUserData().pointer);
        b2WorldManifold manifold;
        contact->GetWorldManifold(&manifold);
        CB2Contact seen{-1, -1, -1, manifold.points[0].x, manifold.points[0].y};
        if (contact->GetManifold()->pointCount == 0) {
            b2Vec2 centre = 0.5f * (contact->GetFixtureA()->GetAABB(0).GetCenter() + contact->GetFixtureB()->GetAABB(0).GetCenter());
            seen.x = centre.x;
            seen.y = centre.y;
        }
        for (intptr_t tag : {ta, tb}) {
            if (tag > 0) (seen.bodyA < 0 ? seen.bodyA : seen.bodyB) = static_cast<int>(tag - 1);
            else seen.boundary = static_cast<int>(-tag - 1);
        }
        contacts.push_back(seen);
    }
};

#endif
