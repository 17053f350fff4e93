#include "World.hpp"

using namespace cbox2d;

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

void cb2_body_add_spin(CB2World *world, int body, double spin) {
    b2Body *entry = world->bodies[static_cast<size_t>(body)].body;
    if (entry->IsFixedRotation()) return;
    entry->ApplyAngularImpulse(entry->GetInertia() * static_cast<float>(spin), true);
}

}  // extern "C"
