#include "CBox2D.h"

#include <box2d/box2d.h>

#include <cmath>
#include <vector>

namespace {

// A fixture's user data: a body's number + 1, or minus (a boundary's number + 1).
intptr_t bodyTag(int body) { return body + 1; }
intptr_t boundaryTag(int boundary) { return -(boundary + 1); }

struct Body {
    b2Body *body = nullptr;
    unsigned long long items = 0, boundaries = 0;
    float area = 0;  // the item's own, skin included
};

// Box2D weighs a polygon by its core, without the skin: the mass is set from the item's whole area instead (a
// 1 × 1 metre box of density 1 weighs 1 kg, as UIKit's 100 × 100-point item of density 1 does), the inertia with it.
void weigh(Body &entry, float density) {
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
    int owner = 0;
};


}  // namespace

struct CB2World : b2ContactFilter, b2ContactListener {
    b2World world{b2Vec2(0, 0)};
    std::vector<Body> bodies;
    std::vector<Boundary> boundaries;
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

extern "C" {

CB2World *cb2_world_make(void) { return new CB2World(); }

void cb2_world_free(CB2World *world) { delete world; }

void cb2_world_step(CB2World *world, double seconds) {
    world->contacts.clear();
    world->world.Step(static_cast<float>(seconds), 8, 3);
}

int cb2_world_contact_count(const CB2World *world) { return static_cast<int>(world->contacts.size()); }

CB2Contact cb2_world_contact(const CB2World *world, int index) { return world->contacts[static_cast<size_t>(index)]; }

int cb2_body_make(CB2World *world, double x, double y, double angle, double width, double height, int ellipse) {
    b2BodyDef definition;
    definition.type = b2_dynamicBody;
    definition.position.Set(static_cast<float>(x), static_cast<float>(y));
    definition.angle = static_cast<float>(angle);
    int number = static_cast<int>(world->bodies.size());
    definition.userData.pointer = static_cast<uintptr_t>(number);
    b2Body *body = world->world.CreateBody(&definition);
    // Box2D rounds a polygon's corners with a skin of b2_polygonRadius: the core is that much smaller, so the skin's
    // outside is the item's edge.
    float halfWidth = std::fmax(static_cast<float>(width) / 2, 2 * b2_polygonRadius);
    float halfHeight = std::fmax(static_cast<float>(height) / 2, 2 * b2_polygonRadius);
    b2FixtureDef fixture;
    fixture.density = 1;
    fixture.friction = 0;
    fixture.restitution = 0;
    fixture.userData.pointer = static_cast<uintptr_t>(bodyTag(number));
    b2CircleShape circle;
    b2PolygonShape polygon;
    if (ellipse && std::fabs(halfWidth - halfHeight) < b2_linearSlop) {
        circle.m_radius = halfWidth;
        fixture.shape = &circle;
    } else if (ellipse) {
        b2Vec2 points[b2_maxPolygonVertices];
        for (int i = 0; i < b2_maxPolygonVertices; i++) {
            float turn = 2 * b2_pi * static_cast<float>(i) / b2_maxPolygonVertices;
            points[i].Set((halfWidth - b2_polygonRadius) * std::cos(turn), (halfHeight - b2_polygonRadius) * std::sin(turn));
        }
        polygon.Set(points, b2_maxPolygonVertices);
        fixture.shape = &polygon;
    } else {
        polygon.SetAsBox(halfWidth - b2_polygonRadius, halfHeight - b2_polygonRadius);
        fixture.shape = &polygon;
    }
    body->CreateFixture(&fixture);
    float area = ellipse ? b2_pi * halfWidth * halfHeight : 4 * halfWidth * halfHeight;
    world->bodies.push_back(Body{body, 0, 0, area});
    weigh(world->bodies.back(), 1);
    return number;
}

void cb2_body_set_material(
    CB2World *world, int body, double density, double friction, double restitution, double linearDamping,
    double angularDamping, int turns, int anchored) {
    Body &record = world->bodies[static_cast<size_t>(body)];
    b2Body *entry = record.body;
    for (b2Fixture *fixture = entry->GetFixtureList(); fixture; fixture = fixture->GetNext()) {
        fixture->SetDensity(static_cast<float>(density));
        fixture->SetFriction(static_cast<float>(friction));
        fixture->SetRestitution(static_cast<float>(restitution));
    }
    entry->SetType(anchored ? b2_staticBody : b2_dynamicBody);
    entry->SetFixedRotation(!turns);  // resets the mass: weighed after it
    weigh(record, static_cast<float>(density));
    entry->SetLinearDamping(static_cast<float>(linearDamping));
    entry->SetAngularDamping(static_cast<float>(angularDamping));
}

void cb2_body_add_collisions(CB2World *world, int body, unsigned long long items, unsigned long long boundaries) {
    Body &entry = world->bodies[static_cast<size_t>(body)];
    entry.items |= items;
    entry.boundaries |= boundaries;
    for (b2Fixture *fixture = entry.body->GetFixtureList(); fixture; fixture = fixture->GetNext()) fixture->Refilter();
}

CB2BodyState cb2_body_state(const CB2World *world, int body) {
    const b2Body *entry = world->bodies[static_cast<size_t>(body)].body;
    b2Vec2 position = entry->GetPosition(), velocity = entry->GetLinearVelocity();
    return CB2BodyState{position.x, position.y, entry->GetAngle(), velocity.x, velocity.y, entry->GetAngularVelocity()};
}

void cb2_body_set_state(CB2World *world, int body, CB2BodyState state) {
    b2Body *entry = world->bodies[static_cast<size_t>(body)].body;
    entry->SetTransform(b2Vec2(static_cast<float>(state.x), static_cast<float>(state.y)), static_cast<float>(state.angle));
    entry->SetLinearVelocity(b2Vec2(static_cast<float>(state.velocityX), static_cast<float>(state.velocityY)));
    entry->SetAngularVelocity(static_cast<float>(state.spin));
}

double cb2_body_mass(const CB2World *world, int body) { return world->bodies[static_cast<size_t>(body)].body->GetMass(); }

void cb2_body_apply_force(CB2World *world, int body, double fx, double fy, double atX, double atY) {
    world->bodies[static_cast<size_t>(body)].body->ApplyForce(
        b2Vec2(static_cast<float>(fx), static_cast<float>(fy)), b2Vec2(static_cast<float>(atX), static_cast<float>(atY)), true);
}

void cb2_body_apply_impulse(CB2World *world, int body, double ix, double iy, double atX, double atY) {
    world->bodies[static_cast<size_t>(body)].body->ApplyLinearImpulse(
        b2Vec2(static_cast<float>(ix), static_cast<float>(iy)), b2Vec2(static_cast<float>(atX), static_cast<float>(atY)), true);
}

int cb2_boundary_begin(CB2World *world, int owner) {
    world->pending.clear();
    world->pendingOwner = owner;
    return static_cast<int>(world->boundaries.size());
}

void cb2_boundary_add_point(CB2World *world, double x, double y) {
    b2Vec2 point(static_cast<float>(x), static_cast<float>(y));
    // Box2D refuses points closer than its slop: such a point adds nothing to a boundary.
    if (!world->pending.empty() && b2DistanceSquared(world->pending.back(), point) <= b2_linearSlop * b2_linearSlop) return;
    world->pending.push_back(point);
}

void cb2_boundary_end(CB2World *world, int loop) {
    std::vector<b2Vec2> &points = world->pending;
    if (loop && points.size() > 2 && b2DistanceSquared(points.front(), points.back()) > b2_linearSlop * b2_linearSlop) {
        points.push_back(points.front());
    }
    b2BodyDef definition;
    b2Body *body = world->world.CreateBody(&definition);
    int number = static_cast<int>(world->boundaries.size());
    world->boundaries.push_back(Boundary{world->pendingOwner});
    // Two-sided edges, one a segment: a chain's edges are one-sided in Box2D, and a boundary stops items either side.
    for (size_t index = 1; index < points.size(); index++) {
        b2EdgeShape edge;
        edge.SetTwoSided(points[index - 1], points[index]);
        b2FixtureDef fixture;
        fixture.userData.pointer = static_cast<uintptr_t>(boundaryTag(number));
        fixture.shape = &edge;
        body->CreateFixture(&fixture);
    }
}

void cb2_distance_joint_make(
    CB2World *world, int a, double ax, double ay, int b, double bx, double by, double length, double frequency,
    double dampingRatio) {
    b2Body *bodyA = world->bodies[static_cast<size_t>(a)].body, *bodyB;
    if (b < 0) {
        b2BodyDef ground;
        ground.position.Set(static_cast<float>(bx), static_cast<float>(by));
        bodyB = world->world.CreateBody(&ground);
    } else {
        bodyB = world->bodies[static_cast<size_t>(b)].body;
    }
    b2DistanceJointDef definition;
    definition.Initialize(
        bodyA, bodyB, b2Vec2(static_cast<float>(ax), static_cast<float>(ay)), b2Vec2(static_cast<float>(bx), static_cast<float>(by)));
    definition.length = static_cast<float>(length);
    if (frequency > 0) {
        b2LinearStiffness(
            definition.stiffness, definition.damping, static_cast<float>(frequency), static_cast<float>(dampingRatio), bodyA, bodyB);
        definition.minLength = 0;
        definition.maxLength = FLT_MAX;
    } else {
        definition.minLength = definition.maxLength = definition.length;
    }
    definition.collideConnected = true;
    world->world.CreateJoint(&definition);
}

void cb2_target_joint_make(CB2World *world, int a, double x, double y, double frequency, double dampingRatio) {
    b2BodyDef groundDefinition;
    b2Body *ground = world->world.CreateBody(&groundDefinition), *body = world->bodies[static_cast<size_t>(a)].body;
    b2MouseJointDef definition;
    definition.bodyA = ground;
    definition.bodyB = body;
    // The joint holds the body at the point its target starts on: the centre, then moved to (x, y).
    definition.target = body->GetPosition();
    // Strong enough for any item: the spring's own stiffness is what limits the pull.
    definition.maxForce = 1000 * body->GetMass() * 10;
    b2LinearStiffness(definition.stiffness, definition.damping, static_cast<float>(frequency), static_cast<float>(dampingRatio), ground, body);
    b2MouseJoint *joint = static_cast<b2MouseJoint *>(world->world.CreateJoint(&definition));
    joint->SetTarget(b2Vec2(static_cast<float>(x), static_cast<float>(y)));
}

}  // extern "C"
