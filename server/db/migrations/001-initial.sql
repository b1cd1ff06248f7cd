    CREATE TABLE merchants (
      id serial PRIMARY KEY,
      sub text NOT NULL UNIQUE,
      name text NOT NULL,
      logo text,
      color text,
      app_id text,
      sms_gateway text NOT NULL DEFAULT 'ESKIZ',
      is_active boolean NOT NULL DEFAULT true,
      deleted boolean NOT NULL DEFAULT false,
      latitude double precision NOT NULL DEFAULT 41.32,
      longitude double precision NOT NULL DEFAULT 69.24,
      main_city_id integer,
      map_type text NOT NULL DEFAULT 'YANDEX',
      theme text NOT NULL DEFAULT 'LIGHT',
      secrets jsonb NOT NULL DEFAULT '{}',
      settings jsonb NOT NULL,
      layout jsonb NOT NULL,
      created_date timestamptz NOT NULL DEFAULT now(),
      last_modified_date timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE cities (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      name jsonb NOT NULL,
      description text,
      latitude double precision NOT NULL,
      longitude double precision NOT NULL,
      is_main boolean NOT NULL DEFAULT false
    );
    CREATE TABLE branches (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      city_id integer NOT NULL REFERENCES cities(id),
      name jsonb NOT NULL,
      latitude double precision NOT NULL,
      longitude double precision NOT NULL,
      address text NOT NULL,
      open text NOT NULL,
      close text NOT NULL,
      phone text,
      booking_phone text,
      is_active boolean NOT NULL DEFAULT true,
      is_main boolean NOT NULL DEFAULT false,
      delivery_price double precision NOT NULL DEFAULT 0,
      settings jsonb NOT NULL DEFAULT '{}',
      work_hours jsonb NOT NULL DEFAULT '[]',
      created_date timestamptz NOT NULL DEFAULT now(),
      last_modified_date timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE places (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      branch_id integer NOT NULL REFERENCES branches(id),
      name jsonb NOT NULL,
      chairs integer NOT NULL
    );
    CREATE TABLE delivery_zones (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      city_id integer NOT NULL REFERENCES cities(id),
      branch_id integer REFERENCES branches(id),
      name text NOT NULL,
      polygon jsonb NOT NULL,
      color text NOT NULL,
      price double precision NOT NULL
    );
    CREATE TABLE menu_groups (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      name jsonb NOT NULL,
      icon text, image text, bg_color text, icon_bg_color text,
      priority integer NOT NULL DEFAULT 0
    );
    CREATE TABLE categories (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      group_id integer REFERENCES menu_groups(id),
      name jsonb NOT NULL,
      image text,
      priority integer NOT NULL DEFAULT 0,
      text_color text,
      view_type text NOT NULL DEFAULT 'MEDIUM',
      scroll_type text NOT NULL DEFAULT 'VERTICAL',
      is_without_cart boolean NOT NULL DEFAULT false,
      navigation_type text
    );
    CREATE TABLE products (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      category_id integer NOT NULL REFERENCES categories(id),
      name jsonb NOT NULL,
      description jsonb NOT NULL,
      cost_price double precision NOT NULL,
      discount double precision NOT NULL DEFAULT 0,
      priority integer NOT NULL DEFAULT 0,
      image text,
      gallery jsonb NOT NULL DEFAULT '[]',
      type text NOT NULL DEFAULT 'NONE',
      unit text NOT NULL DEFAULT 'COUNT',
      measure double precision,
      calorie double precision,
      time_cooking_min integer,
      time_cooking_max integer,
      labels jsonb NOT NULL DEFAULT '[]',
      tags jsonb NOT NULL DEFAULT '[]',
      is_cart_recommendation boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      branches jsonb NOT NULL DEFAULT '[]',
      modification_groups jsonb NOT NULL DEFAULT '[]',
      stock integer,
      grade_sum integer NOT NULL DEFAULT 0,
      grade_count integer NOT NULL DEFAULT 0
    );
    CREATE TABLE users (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      phone text,
      telegram_id text,
      first_name text, last_name text, birthday text, gender text, email text, image text,
      cashback double precision NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      created_date timestamptz NOT NULL DEFAULT now(),
      last_modified_date timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_merchant_phone ON users (merchant_id, phone) WHERE phone IS NOT NULL;
    CREATE UNIQUE INDEX users_merchant_telegram ON users (merchant_id, telegram_id) WHERE telegram_id IS NOT NULL;
    CREATE TABLE tokens (
      token_hash text PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      user_id integer NOT NULL REFERENCES users(id),
      revoked boolean NOT NULL DEFAULT false,
      created_date timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE otp_codes (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      phone text NOT NULL,
      purpose text NOT NULL,
      subject_id integer,
      code_hash text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      used boolean NOT NULL DEFAULT false,
      ip text,
      expires_at timestamptz NOT NULL,
      created_date timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX otp_codes_phone ON otp_codes (merchant_id, phone, purpose, created_date DESC);
    CREATE TABLE sms_outbox (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      phone text NOT NULL,
      text text NOT NULL,
      code text,
      created_date timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE TABLE addresses (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      user_id integer NOT NULL REFERENCES users(id),
      data jsonb NOT NULL,
      created_date timestamptz NOT NULL DEFAULT now(),
      last_modified_date timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE favourites (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      user_id integer NOT NULL REFERENCES users(id),
      product_id integer NOT NULL REFERENCES products(id),
      UNIQUE (user_id, product_id)
    );
    CREATE TABLE cards (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      user_id integer NOT NULL REFERENCES users(id),
      name text,
      masked text NOT NULL,
      expire text NOT NULL,
      type text NOT NULL,
      provider_token text NOT NULL,
      is_verified boolean NOT NULL DEFAULT false,
      created_date timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE promos (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      code text NOT NULL,
      discount_type text NOT NULL,
      product_discount double precision NOT NULL DEFAULT 0,
      delivery_discount double precision NOT NULL DEFAULT 0,
      min_price double precision NOT NULL DEFAULT 0,
      start_date timestamptz,
      end_date timestamptz,
      is_active boolean NOT NULL DEFAULT true,
      description jsonb NOT NULL DEFAULT '{"uz":"","ru":"","eng":""}',
      UNIQUE (merchant_id, code)
    );
    CREATE TABLE policies (
      merchant_id integer NOT NULL REFERENCES merchants(id),
      type text NOT NULL,
      text jsonb NOT NULL,
      PRIMARY KEY (merchant_id, type)
    );
    CREATE TABLE payment_methods (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      type text NOT NULL,
      name text NOT NULL,
      icon text,
      title jsonb NOT NULL,
      iiko_id text,
      web_enabled boolean NOT NULL DEFAULT true,
      bot_enabled boolean NOT NULL DEFAULT true,
      operator_enabled boolean NOT NULL DEFAULT false,
      app_enabled boolean NOT NULL DEFAULT false,
      qr_enabled boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true
    );
    CREATE TABLE content_items (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      kind text NOT NULL,
      priority integer NOT NULL DEFAULT 0,
      data jsonb NOT NULL
    );
    CREATE TABLE notifications (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      user_id integer REFERENCES users(id),
      title jsonb NOT NULL,
      body jsonb NOT NULL,
      created_date timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE notification_reads (
      notification_id integer NOT NULL REFERENCES notifications(id),
      user_id integer NOT NULL REFERENCES users(id),
      PRIMARY KEY (notification_id, user_id)
    );
    CREATE TABLE reservations (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      user_id integer NOT NULL REFERENCES users(id),
      branch_id integer NOT NULL REFERENCES branches(id),
      place_id integer NOT NULL REFERENCES places(id),
      chairs integer NOT NULL,
      day text NOT NULL,
      time text NOT NULL,
      comment text,
      status text NOT NULL DEFAULT 'CREATED',
      created_date timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE couriers (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      branch_id integer REFERENCES branches(id),
      first_name text NOT NULL,
      last_name text,
      phone text NOT NULL,
      image text,
      status text NOT NULL DEFAULT 'FREE',
      balance double precision NOT NULL DEFAULT 0,
      latitude double precision,
      longitude double precision
    );
    CREATE TABLE orders (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      user_id integer REFERENCES users(id),
      number integer NOT NULL,
      status text NOT NULL,
      courier_status text,
      courier_id integer REFERENCES couriers(id),
      service_type text NOT NULL,
      payment_type text NOT NULL,
      card_id integer,
      is_paid boolean NOT NULL DEFAULT false,
      branch_id integer NOT NULL REFERENCES branches(id),
      city_id integer,
      order_device text NOT NULL DEFAULT 'CLIENT_WEB',
      address jsonb,
      address_type text,
      lines jsonb NOT NULL,
      product_count integer NOT NULL,
      product_price double precision NOT NULL,
      product_discount double precision NOT NULL,
      promo_discount double precision NOT NULL DEFAULT 0,
      delivery_price double precision NOT NULL,
      delivery_discount double precision NOT NULL,
      cashback double precision NOT NULL DEFAULT 0,
      total_discount double precision NOT NULL,
      total_price double precision NOT NULL,
      promo_id integer REFERENCES promos(id),
      promo_code text,
      later boolean NOT NULL DEFAULT false,
      day text,
      time text,
      delivery_at timestamptz,
      details jsonb NOT NULL DEFAULT '{}',
      grade integer,
      reason text,
      idempotency_key text,
      request_hash text,
      created_date timestamptz NOT NULL DEFAULT now(),
      accepted_time timestamptz,
      cooking_time timestamptz,
      ready_time timestamptz,
      delivered_at timestamptz
    );
    CREATE UNIQUE INDEX orders_idempotency ON orders (merchant_id, user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
    CREATE INDEX orders_user ON orders (merchant_id, user_id, created_date DESC);
    CREATE INDEX orders_number ON orders (merchant_id, number DESC);
    CREATE INDEX orders_open ON orders (status) WHERE status NOT IN ('CANCELED', 'DELIVERED', 'CLOSED');
    CREATE TABLE order_log (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id),
      kind text NOT NULL,
      status text,
      courier_status text,
      created_date timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX order_log_order ON order_log (order_id);
    CREATE TABLE reviews (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      order_id integer NOT NULL UNIQUE REFERENCES orders(id),
      user_id integer REFERENCES users(id),
      grade integer NOT NULL,
      comment text,
      author_name text,
      created_date timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE cashback_entries (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      user_id integer NOT NULL REFERENCES users(id),
      order_id integer REFERENCES orders(id),
      amount double precision NOT NULL,
      created_date timestamptz NOT NULL DEFAULT now()
    );
