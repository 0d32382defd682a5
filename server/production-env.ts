// React, React Router and Express pick their fast production code from NODE_ENV when
// they are first imported. The server always runs the production build, so this module
// is imported first and defaults it.
process.env.NODE_ENV ??= "production";
